import { existsSync, readFileSync, statSync } from "node:fs"
import { extname, join, normalize, resolve } from "node:path"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2"
}

/**
 * Serves the built console with history fallback: any path that is not a file
 * answers index.html, so every route loads on refresh.
 */
export const consoleFiles = (dir: string) => {
  const root = resolve(dir)
  const index = join(root, "index.html")
  return (pathname: string): Response => {
    if (!existsSync(index)) {
      return new Response("Timber Works API is running. The console is not built yet: run `npm run build -w console`.", {
        status: 200,
        headers: { "content-type": "text/plain; charset=utf-8" }
      })
    }
    const file = normalize(join(root, decodeURIComponent(pathname)))
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
      const cache = pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache"
      return new Response(readFileSync(file), { headers: { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": cache } })
    }
    return new Response(readFileSync(index), { headers: { "content-type": TYPES[".html"]!, "cache-control": "no-cache" } })
  }
}
