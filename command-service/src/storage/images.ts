import { BusinessRuleViolation, Bounds, ImageMessages, ValidationError, type StoredFile } from "@timber/contracts"
import { putBlob } from "@timber/eventstore"
import { Effect } from "effect"
import { createHash } from "node:crypto"
import { CommandContext } from "../commands/context"
import { IMAGE_PIXEL_MESSAGE, imageDimensionsOf, withinPixelCap } from "./image-dimensions"

/** The image kinds an uploaded picture may be, told by their first bytes (never by the name or the declared type). */
const IMAGE_SIGNATURES: ReadonlyArray<{ readonly mime: string; readonly matches: (b: Uint8Array) => boolean }> = [
  { mime: "image/png", matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte) },
  { mime: "image/jpeg", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: "image/webp", matches: (b) => String.fromCharCode(...b.subarray(0, 4)) === "RIFF" && String.fromCharCode(...b.subarray(8, 12)) === "WEBP" }
]

export const imageMimeOf = (bytes: Uint8Array): string | null => IMAGE_SIGNATURES.find((s) => s.matches(bytes))?.mime ?? null

/** The uploader's file name, without control characters and bounded; `fallback` when none is left. */
const cleanFileName = (name: string | undefined, fallback: string) =>
  (name ?? "")
    .replace(/[\u0000-\u001F\u007F]/g, "")
    .trim()
    .slice(0, Bounds.text.line) || fallback

/**
 * Checks an uploaded picture (not empty, at most Bounds.file.imageBytes, PNG/JPEG/WebP by its
 * magic bytes) and stores its bytes in the blob store under an id derived from the content
 * (`<kind>-<sha256>`), so the same picture uploaded twice is stored once. Its declared pixel size
 * (read from its header, never decoded) must be within IMAGE_PIXEL_CAP. Answers the file as an
 * event records it. The console resizes a picture before uploading it (no image library runs here).
 */
export const storeImage = (kind: string, bytes: Uint8Array, name: string | undefined) =>
  Effect.gen(function* () {
    const { database } = yield* CommandContext
    if (bytes.byteLength === 0) return yield* new ValidationError({ message: ImageMessages.missing })
    if (bytes.byteLength > Bounds.file.imageBytes) return yield* new BusinessRuleViolation({ message: ImageMessages.tooLarge })
    const mime = imageMimeOf(bytes)
    if (!mime) return yield* new ValidationError({ message: ImageMessages.wrongType })
    // the pixels it declares, from its header, before anything decodes it (a browser showing it would)
    const dimensions = imageDimensionsOf(mime, bytes)
    if (!dimensions) return yield* new ValidationError({ message: ImageMessages.wrongType })
    if (!withinPixelCap(dimensions)) return yield* new BusinessRuleViolation({ message: IMAGE_PIXEL_MESSAGE })
    const sha256 = createHash("sha256").update(bytes).digest("hex")
    const id = `${kind}-${sha256}`
    yield* Effect.promise(() => putBlob(database.db, { id, mime, bytes, sha256 }))
    const file: StoredFile = { id, name: cleanFileName(name, kind), mime, size: bytes.byteLength, sha256 }
    return file
  })
