import { HttpServerResponse } from "@effect/platform"
import { assetDocumentBlobId, AssetDocumentMessages, attachmentDisposition, NotFound } from "@timber/contracts"
import { UPLOAD_CONTENT_SECURITY_POLICY } from "@timber/server-edge"
import { getBlob } from "@timber/eventstore"
import { findAsset } from "@timber/projections"
import { Effect } from "effect"
import { QueryContext } from "./context"

/**
 * GET /assets/{id}/documents/{documentId}: the document's bytes as stored, with the type told by
 * its bytes on upload and its original name, always as an attachment (RFC 6266) and never sniffed
 * into something else: a browser saves it, never runs it. Only the asset's own documents are served.
 */
export const assetDocumentResponse = (assetId: string, documentId: string) =>
  Effect.gen(function* () {
    const { db } = yield* QueryContext
    const asset = yield* Effect.promise(() => findAsset(db, assetId))
    const document = asset?.documents.find((d) => d.id === documentId)
    if (!document) return yield* new NotFound({ message: AssetDocumentMessages.notFound })
    const blob = yield* Effect.promise(() => getBlob(db, assetDocumentBlobId(document.sha256)))
    if (!blob) return yield* new NotFound({ message: AssetDocumentMessages.notFound })
    return HttpServerResponse.uint8Array(blob.bytes, {
      contentType: document.mimeType,
      headers: {
        "content-disposition": attachmentDisposition(document.fileName),
        "x-content-type-options": "nosniff",
        "cache-control": "private, no-store",
        // even opened directly, nothing in it runs (kept by the security headers: server-edge's securityHeadersFor)
        "content-security-policy": UPLOAD_CONTENT_SECURITY_POLICY
      }
    })
  })
