import { HttpApiBuilder } from "@effect/platform"
import { isAssetImageBlob, ReadApi } from "@timber/contracts"
import { Effect } from "effect"
import { requireAny } from "./permissions"
import { storedImageResponse } from "./stored-image"

const NO_IMAGE = "Image not found"

/**
 * An asset's picture, as the form's uploads stored it (GET /api/assets/images/{blobId}): the
 * Assets page's read. Only blobs stored as asset pictures are served here (`asset-image-<sha256>`),
 * never an avatar, a wood type's picture or a document through this address.
 */
export const AssetImagesLive = HttpApiBuilder.group(ReadApi, "assetImages", (h) =>
  h.handleRaw("image", ({ path }) =>
    Effect.zipRight(
      requireAny(["assets-items", "read"]),
      // the blob store answers the bytes with the type checked when they were stored (PNG, JPEG or WebP)
      storedImageResponse(isAssetImageBlob(path.id) ? { id: path.id, name: path.id, mime: "", size: 0, sha256: "" } : null, NO_IMAGE)
    )
  )
)
