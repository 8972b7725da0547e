import {
  PayloadTooLarge,
  ValidationError,
  WEBSITE_FILE_MAX_BYTES,
  WEBSITE_UPLOAD_MAX_FILES,
  WebsiteFilesMessages,
  WebsiteFolderId,
  type StoredFile,
  Bounds
} from "@timber/contracts"
import { FileStoreContext } from "@timber/eventstore"
import { Effect } from "effect"
import { createHash } from "node:crypto"
import { multipartFormOf } from "./multipart-form"

/** One file of an upload as the form carried it. */
export interface UploadedFile {
  readonly name: string
  readonly declaredType: string
  readonly bytes: Uint8Array
}

export interface UploadForm {
  readonly files: ReadonlyArray<UploadedFile>
  readonly folderId: WebsiteFolderId | null
}

const refuse = (message: string) => new ValidationError({ message, details: { fields: [{ path: "files", message }] } })

/** A type as a browser declares it, kept when it is one (`type/subtype`), else the bytes' generic type. */
export const storedTypeOf = (declared: string) => {
  const type = declared.split(";")[0]!.trim().toLowerCase()
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/.test(type) ? type : "application/octet-stream"
}

/** The uploader's file name without control characters or path, bounded; `file` when none is left. */
export const uploadedFileName = (name: string) =>
  name
    .replace(/[\u0000-\u001F\u007F]/g, "")
    .split(/[\\/]/)
    .pop()!
    .trim()
    .slice(0, Bounds.text.line) || "file"

/**
 * The upload's multipart form, read from the body the edge already read once (http/edge.ts): the
 * field `files` (several) and `file` (one), optionally `folderId`. Every file is checked before
 * any is kept: none, too many or one too large refuses the whole upload with its sentence.
 */
export const readUploadForm = (body: Uint8Array, contentType: string) =>
  Effect.gen(function* () {
    const form = yield* multipartFormOf(body, contentType, () => refuse(WebsiteFilesMessages.multipartOnly))
    const entries = [...form.getAll("files"), ...form.getAll("file")].filter((entry): entry is File => typeof entry !== "string")
    if (entries.length === 0) return yield* refuse(WebsiteFilesMessages.noFiles)
    if (entries.length > WEBSITE_UPLOAD_MAX_FILES) return yield* refuse(WebsiteFilesMessages.tooManyFiles(WEBSITE_UPLOAD_MAX_FILES))
    if (entries.some((entry) => entry.size > WEBSITE_FILE_MAX_BYTES))
      return yield* new PayloadTooLarge({ message: WebsiteFilesMessages.tooLarge(WEBSITE_FILE_MAX_BYTES / (1024 * 1024)) })
    const files = yield* Effect.promise(() =>
      Promise.all(
        entries.map(async (entry) => ({ name: uploadedFileName(entry.name), declaredType: entry.type, bytes: new Uint8Array(await entry.arrayBuffer()) }))
      )
    )
    const folder = form.get("folderId")
    const folderId = typeof folder === "string" && folder.trim() ? WebsiteFolderId.make(folder.trim()) : null
    return { files, folderId } satisfies UploadForm
  })

/** Puts a file's bytes in the file store under its id (before the event that records it: a refused command leaves only unreferenced bytes). */
export const storeWebsiteFile = (fileId: string, file: UploadedFile) =>
  Effect.gen(function* () {
    const store = yield* FileStoreContext
    const mime = storedTypeOf(file.declaredType)
    yield* Effect.promise(() => store.put(fileId, { bytes: file.bytes, mime }))
    const stored: StoredFile = { id: fileId, name: file.name, mime, size: file.bytes.byteLength, sha256: createHash("sha256").update(file.bytes).digest("hex") }
    return stored
  })
