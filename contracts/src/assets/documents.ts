import { Schema } from "effect"

/**
 * An asset's documents: invoices, manuals and photos kept with the asset. The
 * server tells the kind by the first bytes, never by the name or the declared type; nothing that
 * a browser would run (HTML, SVG) can be stored, and a download is always an attachment.
 */
export const ASSET_DOCUMENT_KINDS = [
  { mime: "application/pdf", documentType: "PDF" },
  { mime: "image/png", documentType: "PNG" },
  { mime: "image/jpeg", documentType: "JPEG" },
  { mime: "image/webp", documentType: "WEBP" }
] as const
export type AssetDocumentMime = (typeof ASSET_DOCUMENT_KINDS)[number]["mime"]

/** A scanned invoice or a manual: at most 10 MiB (pictures of the asset stay at the image cap of 2 MiB). */
export const ASSET_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024

export const AssetDocumentMessages = {
  wrongType: "Upload a PDF, PNG, JPEG or WebP file",
  tooLarge: "The document must be at most 10 MB",
  missing: "Choose a file to upload",
  notFound: "Document not found",
  confirmDelete: "Are you sure you want to delete this document?",
  uploaded: "Document uploaded successfully",
  uploadFailed: "Failed to upload document. Please try again.",
  deleted: "Document deleted successfully",
  deleteFailed: "Failed to delete document",
  empty: "No documents yet"
} as const

/** The upload's path: its body is the file's bytes (like every upload here: never a form or multipart body), the name rides in the query. */
export const isAssetDocumentUploadPath = (pathname: string) => /^\/api\/assets\/[^/]+\/documents$/.test(pathname)

export const assetDocumentPath = (assetId: string, documentId: string) =>
  `/api/assets/${encodeURIComponent(assetId)}/documents/${encodeURIComponent(documentId)}`

/** The blob of a stored document: its content decides its id, so the same file uploaded twice is stored once. */
export const assetDocumentBlobId = (sha256: string) => `asset-document-${sha256}`

/** RFC 5987 value characters: everything else is %-encoded from UTF-8. */
const rfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * Content-Disposition of a download (RFC 6266): always an attachment, never shown inline; the
 * original name in `filename*` (UTF-8), and an ASCII stand-in in `filename` for old clients.
 */
export const attachmentDisposition = (fileName: string) => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "document"
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`
}

/** POST /assets/{id}/documents?name=...&title=...: the file's name as the uploader's computer had it, and an optional title. */
export const AssetDocumentUploadParams = Schema.Struct({ name: Schema.optional(Schema.String), title: Schema.optional(Schema.String) })
