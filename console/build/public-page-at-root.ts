import type { Plugin } from "vite"

/**
 * In development, `/` is the public page as it is in production (all-in-one/src/console-files.ts):
 * Vite's dev server would answer it with the console's index.html.
 */
export const publicPageAtRoot = (): Plugin => ({
  name: "public-page-at-root",
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const [path, query] = (request.url ?? "").split("?")
      if (path === "/") request.url = `/coming-soon.html${query ? `?${query}` : ""}`
      next()
    })
  }
})
