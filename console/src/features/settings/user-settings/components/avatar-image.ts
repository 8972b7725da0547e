import { Bounds, UserMessages } from "@timber/contracts"

/** The side of the square picture the avatar is resized to (it shows at most 96 px, twice that on dense screens). */
export const AVATAR_SIDE = 256
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp"] as const

/** Why a chosen file cannot be a profile picture, or null. The server checks the bytes again. */
export const avatarFileProblem = (file: { readonly type: string; readonly size: number }): string | null => {
  if (!(AVATAR_TYPES as ReadonlyArray<string>).includes(file.type)) return UserMessages.avatarType
  if (file.size > Bounds.file.avatarBytes) return UserMessages.avatarTooLarge
  return null
}

/** Crops the picture to its centre square and resizes it to AVATAR_SIDE, as WebP where the browser writes it, else PNG. */
export const resizeForAvatar = async (file: Blob): Promise<Uint8Array> => {
  const bitmap = await createImageBitmap(file)
  const side = Math.min(bitmap.width, bitmap.height)
  const canvas = document.createElement("canvas")
  canvas.width = AVATAR_SIDE
  canvas.height = AVATAR_SIDE
  const context = canvas.getContext("2d")
  if (!context) throw new Error(UserMessages.profileFailed)
  context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, AVATAR_SIDE, AVATAR_SIDE)
  bitmap.close()
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", 0.9))
  const written = blob && blob.type === "image/webp" ? blob : await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"))
  if (!written) throw new Error(UserMessages.profileFailed)
  return new Uint8Array(await written.arrayBuffer())
}
