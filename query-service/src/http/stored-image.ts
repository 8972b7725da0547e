import { HttpServerResponse } from "@effect/platform"
import { NotFound, type StoredFile } from "@timber/contracts"
import { UPLOAD_IMAGE_CONTENT_SECURITY_POLICY } from "@timber/server-edge"
import { getBlob } from "@timber/eventstore"
import { Effect } from "effect"
import { QueryContext } from "./context"

/**
 * Answers an uploaded picture (a profile picture, a wood type's image) from the blob store, or
 * 404 with `missing`. Its address carries the picture's version, so the answer never changes and
 * may be kept for a year (private: only signed-in users are served).
 */
export const storedImageResponse = (file: StoredFile | null | undefined, missing: string) =>
  Effect.gen(function* () {
    if (!file) return yield* new NotFound({ message: missing })
    const { db } = yield* QueryContext
    const blob = yield* Effect.promise(() => getBlob(db, file.id))
    if (!blob) return yield* new NotFound({ message: missing })
    return HttpServerResponse.uint8Array(blob.bytes, {
      contentType: blob.mime,
      headers: {
        "cache-control": "private, max-age=31536000, immutable",
        // the bytes were checked to be a picture when stored; opened directly, still nothing runs
        "content-security-policy": UPLOAD_IMAGE_CONTENT_SECURITY_POLICY
      }
    })
  })
