import { Schema } from "effect"

/**
 * Uploaded pictures (a profile picture, a wood type's image): the kinds accepted, the limit and
 * the sentences, once for every upload. The server tells the kind by the bytes, never by the name.
 */
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const

export const ImageMessages = {
  wrongType: "Upload a PNG, JPEG or WebP image",
  tooLarge: "The picture must be at most 2 MB",
  missing: "Choose a picture to upload"
} as const

/** A file in the blob store as an event records it (ARCHITECTURE section 2): never the bytes. */
export const StoredFile = Schema.Struct({ id: Schema.String, name: Schema.String, mime: Schema.String, size: Schema.Number, sha256: Schema.String })
export type StoredFile = typeof StoredFile.Type

/** The address of an uploaded picture; the version changes it when the picture does, so it may be cached for good. */
export const versionedImageUrl = (path: string, sha256: string) => `${path}?v=${sha256.slice(0, 12)}`

/** The request paths whose body is an image's bytes rather than JSON (the body guard lets them be larger). */
export const isImageUploadPath = (pathname: string) =>
  pathname === "/api/users/profile/avatar" || pathname === "/api/assets/upload-image" || /^\/api\/factory\/wood-types\/[^/]+\/image$/.test(pathname)
