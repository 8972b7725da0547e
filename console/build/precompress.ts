import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { extname, join } from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import type { Plugin } from "vite"

/** Text-like files worth compressing; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt", ".map", ".ico"])
/**
 * Below this, a compressed copy saves less than its headers cost. A copy is kept only when it is
 * smaller than the file, so small chunks of the sign-in page (a few hundred bytes each) count too.
 */
const MIN_BYTES = 256

const toBrotli = promisify(brotliCompress)
const toGzip = promisify(gzip)

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every
 * compressible file of the build, once, at build time; the server sends the one the browser
 * accepts (all-in-one/src/console-files.ts, deploy/edge.conf), never compressing on request.
 */
export const precompress = (): Plugin => ({
  name: "timber-precompress",
  apply: "build",
  async writeBundle(options) {
    const dir = options.dir
    if (!dir) return
    const files = filesUnder(dir).filter((file) => COMPRESSIBLE.has(extname(file)) && statSync(file).size >= MIN_BYTES)
    await Promise.all(
      files.map(async (file) => {
        const bytes = readFileSync(file)
        const [br, gz] = await Promise.all([
          toBrotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
          toGzip(bytes, { level: 9 })
        ])
        if (br.length < bytes.length) writeFileSync(`${file}.br`, br)
        if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz)
      })
    )
  }
})
