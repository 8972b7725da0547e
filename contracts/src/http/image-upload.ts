import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"

/** An uploaded picture's bytes are the body (POST /api/users/profile/avatar, /api/factory/wood-types/{id}/image); the file's name rides in the query. */
export const ImageUpload = HttpApiSchema.Uint8Array({ contentType: "application/octet-stream" })
export const ImageUploadName = Schema.Struct({ name: Schema.optional(Schema.String) })

/** A served picture: its bytes, addressed by a version (`v`) that changes with the picture. */
export const ImageBytes = HttpApiSchema.Uint8Array()
export const ImageVersion = Schema.Struct({ v: Schema.optional(Schema.String) })
