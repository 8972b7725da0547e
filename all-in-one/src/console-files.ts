import { addressRefusal, errorResponse } from "@timber/server-edge"
import { existsSync, readFileSync, statSync } from "node:fs"
import { extname, join, normalize, resolve } from "node:path"
import { preferredEncoding } from "./content-encoding"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2"
}

/** Vite names every file under /assets/ by its content hash: a changed file gets a new name. */
const HASHED = "public, max-age=31536000, immutable"
/** index.html and unhashed files: the browser asks again each time (a new build shows at once). */
const REVALIDATED = "no-cache"
const SUFFIX = { br: ".br", gzip: ".gz" } as const

const isFile = (path: string) => existsSync(path) && statSync(path).isFile()

/**
 * Serves the built console with history fallback: any path that is not a file answers
 * index.html, so every route loads on refresh; `/` answers the public page (coming-soon.html). A file goes out as the brotli or gzip copy the
 * build wrote beside it (console/build/precompress.ts) when the browser accepts that encoding.
 * An address that can't be read (`/%ZZ`, a control character) answers 400 with the wire's
 * sentence, as every API route does, never a 500.
 */
export const consoleFiles = (dir: string) => {
  const root = resolve(dir)
  const index = join(root, "index.html")
  // `/` is the public coming-soon page: its own html and bundle, no console code
  const publicPage = join(root, "coming-soon.html")
  const serve = (file: string, cache: string, acceptEncoding: string | null): Response => {
    const encoding = preferredEncoding(acceptEncoding)
    const copy = encoding && isFile(file + SUFFIX[encoding]) ? file + SUFFIX[encoding] : null
    const headers: Record<string, string> = {
      "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      "cache-control": cache,
      vary: "accept-encoding"
    }
    if (copy && encoding) headers["content-encoding"] = encoding
    return new Response(readFileSync(copy ?? file), { headers })
  }
  return (pathname: string, acceptEncoding: string | null = null): Response => {
    if (!existsSync(index)) {
      return new Response("Timber Works API is running. The console is not built yet: run `npm run build -w console`.", {
        status: 200,
        headers: { "content-type": "text/plain; charset=utf-8" }
      })
    }
    const refused = addressRefusal(pathname)
    if (refused) return errorResponse(refused.status, refused.body.error, refused.body.message)
    if (pathname === "/" && isFile(publicPage)) return serve(publicPage, REVALIDATED, acceptEncoding)
    const file = normalize(join(root, decodeURIComponent(pathname)))
    if (file.startsWith(root) && isFile(file)) return serve(file, pathname.startsWith("/assets/") ? HASHED : REVALIDATED, acceptEncoding)
    return serve(index, REVALIDATED, acceptEncoding)
  }
}
