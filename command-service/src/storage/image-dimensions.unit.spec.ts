import { describe, expect, it } from "vitest"
import { IMAGE_PIXEL_CAP, imageDimensionsOf, withinPixelCap } from "./image-dimensions"

const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]
const be16 = (n: number) => [(n >>> 8) & 0xff, n & 0xff]
const le24 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff]
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

/** A PNG's signature and IHDR: all a header read needs (no pixel data follows: nothing decodes it). */
const pngHeader = (width: number, height: number) =>
  Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, ...ascii("IHDR"), ...be32(width), ...be32(height), 8, 6, 0, 0, 0, 0, 0, 0, 0])

/** A JPEG with an APP0 segment, a restart marker's fill bytes and a progressive frame (SOF2). */
const jpegHeader = (width: number, height: number) =>
  Uint8Array.from([
    0xff,
    0xd8,
    0xff,
    0xe0,
    ...be16(16),
    ...ascii("JFIF"),
    0,
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
    0xff,
    0xdb,
    ...be16(4),
    0,
    0,
    0xff,
    0xff,
    0xc2,
    ...be16(17),
    8,
    ...be16(height),
    ...be16(width),
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1
  ])

const riff = (chunk: string, body: ReadonlyArray<number>) =>
  Uint8Array.from([...ascii("RIFF"), 0, 0, 0, 0, ...ascii("WEBP"), ...ascii(chunk), 0, 0, 0, 0, ...body])
const vp8 = (width: number, height: number) => riff("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, width & 0xff, (width >> 8) & 0x3f, height & 0xff, (height >> 8) & 0x3f])
const vp8l = (width: number, height: number) => {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14)
  return riff("VP8L", [0x2f, bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, (bits >>> 24) & 0xff])
}
const vp8x = (width: number, height: number) => riff("VP8X", [0, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)])

describe("a picture's declared size, from its header (issue 24 item 10)", () => {
  it("given a PNG, a JPEG and the three kinds of WebP, then the width and height they declare", () => {
    expect(imageDimensionsOf("image/png", pngHeader(60_000, 60_000))).toEqual({ width: 60_000, height: 60_000 })
    expect(imageDimensionsOf("image/jpeg", jpegHeader(1_200, 800))).toEqual({ width: 1_200, height: 800 })
    expect(imageDimensionsOf("image/webp", vp8(640, 480))).toEqual({ width: 640, height: 480 })
    expect(imageDimensionsOf("image/webp", vp8l(16_000, 3))).toEqual({ width: 16_000, height: 3 })
    expect(imageDimensionsOf("image/webp", vp8x(16_777_216, 1))).toEqual({ width: 16_777_216, height: 1 })
  })

  it("given a header cut short or without a frame, then no size (the upload is refused as not a picture)", () => {
    expect(imageDimensionsOf("image/png", pngHeader(1, 1).subarray(0, 20))).toBeNull()
    expect(imageDimensionsOf("image/jpeg", Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull()
    expect(imageDimensionsOf("image/jpeg", jpegHeader(1, 1).subarray(0, 30))).toBeNull()
    expect(imageDimensionsOf("image/webp", riff("ALPH", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull()
  })

  it("given sizes around the cap, then at most the side and the total are taken", () => {
    expect(withinPixelCap({ width: 4_096, height: 4_096 })).toBe(true)
    expect(withinPixelCap({ width: IMAGE_PIXEL_CAP.side, height: 2_048 })).toBe(true)
    expect(withinPixelCap({ width: IMAGE_PIXEL_CAP.side + 1, height: 1 })).toBe(false)
    expect(withinPixelCap({ width: 4_097, height: 4_096 })).toBe(false)
    expect(withinPixelCap({ width: 60_000, height: 60_000 })).toBe(false)
    expect(withinPixelCap({ width: 0, height: 10 })).toBe(false)
  })
})
