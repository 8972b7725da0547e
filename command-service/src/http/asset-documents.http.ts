import { AssetDocumentId, Bounds, type AddAssetDocument, type AssetId } from "@timber/contracts"
import { Effect } from "effect"
import { actorName } from "../commands/actor-name"
import { storeAssetDocument } from "../storage/documents"
import { commandEnvelope } from "./request-context"

/** A title as typed, else the file's name without its extension. */
const titleOf = (title: string | undefined, fileName: string) =>
  title
    ?.replace(/[\u0000-\u001F\u007F]/g, "")
    .trim()
    .slice(0, Bounds.text.line) ||
  fileName.replace(/\.[^.]+$/, "") ||
  fileName

/**
 * POST /assets/{id}/documents: the bytes checked and stored in the document store, then the
 * command that keeps the document with the asset (the handler in assets.http.ts runs it on the
 * asset's stream). The document's id comes from the request's ids, so a retried upload with the
 * same Idempotency-Key adds nothing.
 */
export const addDocumentCommand = (assetId: AssetId, bytes: Uint8Array, params: { readonly name?: string | undefined; readonly title?: string | undefined }) =>
  Effect.gen(function* () {
    const { file, documentType } = yield* storeAssetDocument(bytes, params.name)
    const envelope = yield* commandEnvelope
    const command: AddAssetDocument = {
      _tag: "AddAssetDocument",
      assetId,
      documentId: AssetDocumentId.make(envelope.ids.next("asset-document")),
      document: { title: titleOf(params.title, file.name), documentType, file, uploadedBy: yield* actorName, uploadedAt: envelope.occurredAt }
    }
    return command
  })
