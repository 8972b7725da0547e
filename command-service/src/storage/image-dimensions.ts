/**
 * The pixel size a picture declares in its header, read without decoding it:
 * a few kilobytes of PNG may declare 60,000 × 60,000 pixels, which every browser that shows it
 * would try to decode into 14 GB. The cap is checked on these numbers before a picture is stored.
 */
export interface ImageDimensions {
  readonly width: number
  readonly height: number
}

/** At most this many pixels on a side, and this many in all (16 megapixels: a 4,096 × 4,096 picture; the console resizes far below). */
export const IMAGE_PIXEL_CAP = { side: 8_192, total: 4_096 * 4_096 } as const

export const IMAGE_PIXEL_MESSAGE = "The picture has too many pixels: at most 8,192 on a side and 16 megapixels in all"

const be16 = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!
const be32 = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!
const le16 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8)
const le24 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16)
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to))

/** PNG: the first chunk is IHDR, width and height as 32-bit big-endian numbers. */
const png = (b: Uint8Array): ImageDimensions | null => (b.byteLength >= 24 && ascii(b, 12, 16) === "IHDR" ? { width: be32(b, 16), height: be32(b, 20) } : null)

/** JPEG: the segments up to the first start-of-frame (SOF0..SOF15 but DHT, JPG and DAC), whose lines and samples per line are the size. */
const jpeg = (b: Uint8Array): ImageDimensions | null => {
  let i = 2
  while (i + 3 < b.byteLength) {
    if (b[i] !== 0xff) return null
    const marker = b[i + 1]!
    if (marker === 0xff) {
      i += 1 // fill byte
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2 // a marker without a segment
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return null // end of image, or the scan, before any frame
    const length = be16(b, i + 2)
    if (length < 2) return null
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return i + 9 <= b.byteLength ? { width: be16(b, i + 7), height: be16(b, i + 5) } : null
    }
    i += 2 + length
  }
  return null
}

/** WebP: a lossy (VP8), lossless (VP8L) or extended (VP8X) first chunk, each with its own header. */
const webp = (b: Uint8Array): ImageDimensions | null => {
  if (b.byteLength < 25) return null
  switch (ascii(b, 12, 16)) {
    case "VP8 ":
      return b.byteLength >= 30 && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a ? { width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff } : null
    case "VP8L": {
      if (b[20] !== 0x2f) return null
      const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
    }
    case "VP8X":
      return b.byteLength < 30 ? null : { width: le24(b, 24) + 1, height: le24(b, 27) + 1 }
    default:
      return null
  }
}

/** The dimensions a PNG, JPEG or WebP declares (`mime` as told by its first bytes); null when its header can't be read. */
export const imageDimensionsOf = (mime: string, bytes: Uint8Array): ImageDimensions | null => {
  switch (mime) {
    case "image/png":
      return png(bytes)
    case "image/jpeg":
      return jpeg(bytes)
    case "image/webp":
      return webp(bytes)
    default:
      return null
  }
}

/** Within the cap: at least one pixel, at most IMAGE_PIXEL_CAP.side on a side and IMAGE_PIXEL_CAP.total in all. */
export const withinPixelCap = ({ width, height }: ImageDimensions) =>
  width >= 1 && height >= 1 && width <= IMAGE_PIXEL_CAP.side && height <= IMAGE_PIXEL_CAP.side && width * height <= IMAGE_PIXEL_CAP.total
