import {
  ASSET_DOCUMENT_KINDS,
  ASSET_DOCUMENT_MAX_BYTES,
  assetDocumentBlobId,
  AssetDocumentMessages,
  BusinessRuleViolation,
  Bounds,
  ValidationError,
  type AssetDocumentMime,
  type StoredFile
} from "@timber/contracts"
import { putBlob } from "@timber/eventstore"
import { Effect } from "effect"
import { createHash } from "node:crypto"
import { CommandContext } from "../commands/context"
import { imageMimeOf } from "./images"

const isPdf = (b: Uint8Array) => String.fromCharCode(...b.subarray(0, 5)) === "%PDF-"

/**
 * What a document's bytes are, told by its first bytes only (a PDF's `%PDF-`, the image
 * signatures of the picture store): never by its name or the type the browser declared, so an
 * HTML page named manual.pdf is refused, and nothing a browser would run is ever stored.
 */
export const documentMimeOf = (bytes: Uint8Array): AssetDocumentMime | null => {
  if (isPdf(bytes)) return "application/pdf"
  const image = imageMimeOf(bytes)
  return ASSET_DOCUMENT_KINDS.find((k) => k.mime === image)?.mime ?? null
}

/** The uploader's file name without control characters or path, bounded; `document` when none is left. */
export const documentFileName = (name: string | undefined) =>
  (name ?? "")
    .replace(/[\u0000-\u001F\u007F]/g, "")
    .split(/[\\/]/)
    .pop()!
    .trim()
    .slice(0, Bounds.text.line) || "document"

/**
 * The file store of asset documents, sibling of the picture store (storage/images.ts): checks an
 * upload (not empty, at most ASSET_DOCUMENT_MAX_BYTES, a PDF/PNG/JPEG/WebP by its bytes) and puts
 * its bytes in the blob store under an id derived from the content. Answers the file as the event
 * records it and the kind the card shows.
 */
export const storeAssetDocument = (bytes: Uint8Array, name: string | undefined) =>
  Effect.gen(function* () {
    const { database } = yield* CommandContext
    if (bytes.byteLength === 0) return yield* new ValidationError({ message: AssetDocumentMessages.missing })
    if (bytes.byteLength > ASSET_DOCUMENT_MAX_BYTES) return yield* new BusinessRuleViolation({ message: AssetDocumentMessages.tooLarge })
    const mime = documentMimeOf(bytes)
    if (!mime) return yield* new ValidationError({ message: AssetDocumentMessages.wrongType })
    const sha256 = createHash("sha256").update(bytes).digest("hex")
    const id = assetDocumentBlobId(sha256)
    yield* Effect.promise(() => putBlob(database.db, { id, mime, bytes, sha256 }))
    const file: StoredFile = { id, name: documentFileName(name), mime, size: bytes.byteLength, sha256 }
    const documentType = ASSET_DOCUMENT_KINDS.find((k) => k.mime === mime)!.documentType
    return { file, documentType }
  })
