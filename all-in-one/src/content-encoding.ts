import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"

export type ContentEncoding = "br" | "gzip"

/** API answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024

/** The answers worth compressing: JSON and text. */
export const COMPRESSIBLE_TYPE = /^(application\/(json|problem\+json)|text\/)/

/**
 * The encoding to answer with, from an Accept-Encoding header: brotli when accepted, else gzip,
 * else none. A coding listed with q=0 is refused; `*` accepts both.
 */
export const preferredEncoding = (acceptEncoding: string | null | undefined): ContentEncoding | null => {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";")
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
    accepted.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0)
  }
  const quality = (coding: ContentEncoding) => accepted.get(coding) ?? accepted.get("*") ?? 0
  if (quality("br") > 0) return "br"
  if (quality("gzip") > 0) return "gzip"
  return null
}

const toBrotli = promisify(brotliCompress)
const toGzip = promisify(gzip)

/** Answers are compressed per request: brotli at quality 4 costs about what gzip 6 does and is smaller. */
export const compress = (encoding: ContentEncoding, body: Uint8Array) =>
  encoding === "br"
    ? toBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : toGzip(body, { level: 6 })
