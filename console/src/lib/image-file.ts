import { Bounds, IMAGE_TYPES, ImageMessages } from "@timber/contracts"

/** The accept attribute of a picture's file input. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(",")

/** Why a chosen file cannot be uploaded as a picture, or null. The server checks the bytes again. */
export const imageFileProblem = (file: { readonly type: string; readonly size: number }): string | null => {
  if (!(IMAGE_TYPES as ReadonlyArray<string>).includes(file.type)) return ImageMessages.wrongType
  if (file.size > Bounds.file.imageBytes) return ImageMessages.tooLarge
  return null
}

/**
 * How a picture is resized before it is uploaded: `square` crops it to its centre square of
 * `side` px (a profile picture); `fit` keeps its shape within `side` px, never enlarging it.
 */
export interface ImageResize {
  readonly side: number
  readonly shape: "square" | "fit"
}

/** The profile picture shows at most 96 px, twice that on dense screens. */
export const AVATAR_RESIZE: ImageResize = { side: 256, shape: "square" }

/** Resizes the picture in the browser (no image library runs on the server), as WebP where the browser writes it, else PNG. */
export const resizeImage = async (file: Blob, { side, shape }: ImageResize): Promise<Uint8Array> => {
  const bitmap = await createImageBitmap(file)
  const square = Math.min(bitmap.width, bitmap.height)
  const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height))
  const source =
    shape === "square"
      ? { x: (bitmap.width - square) / 2, y: (bitmap.height - square) / 2, width: square, height: square }
      : { x: 0, y: 0, width: bitmap.width, height: bitmap.height }
  const target = shape === "square" ? { width: side, height: side } : { width: Math.round(bitmap.width * scale), height: Math.round(bitmap.height * scale) }
  const canvas = document.createElement("canvas")
  canvas.width = Math.max(1, target.width)
  canvas.height = Math.max(1, target.height)
  const context = canvas.getContext("2d")
  if (!context) throw new Error(ImageMessages.wrongType)
  context.drawImage(bitmap, source.x, source.y, source.width, source.height, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", 0.9))
  const written = blob && blob.type === "image/webp" ? blob : await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"))
  if (!written) throw new Error(ImageMessages.wrongType)
  return new Uint8Array(await written.arrayBuffer())
}
