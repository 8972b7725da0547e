/** The raster image kinds a browser may show inline, each told by its first bytes. */
const RASTER_SIGNATURES: ReadonlyArray<{ readonly mime: string; readonly matches: (b: Uint8Array) => boolean }> = [
  { mime: "image/png", matches: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { mime: "image/jpeg", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: "image/gif", matches: (b) => String.fromCharCode(...b.subarray(0, 4)) === "GIF8" },
  { mime: "image/webp", matches: (b) => String.fromCharCode(...b.subarray(0, 4)) === "RIFF" && String.fromCharCode(...b.subarray(8, 12)) === "WEBP" },
  { mime: "image/avif", matches: (b) => String.fromCharCode(...b.subarray(4, 12)) === "ftypavif" }
]

/**
 * Whether a stored file is served inline: only a raster image whose bytes are of the type it was
 * stored with. SVG (it can carry script), HTML and everything else go as an attachment.
 */
export const servedInline = (storedType: string, bytes: Uint8Array) => RASTER_SIGNATURES.some((s) => s.mime === storedType && s.matches(bytes))
