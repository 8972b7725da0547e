import react from "@vitejs/plugin-react"
import { resolve } from "node:path"
import { defineConfig } from "vite"

/**
 * The public coming-soon page's own build: one html (coming-soon.html) and one
 * small bundle of React and the page, sharing no chunk with the console, so a visitor on a phone
 * network downloads no console code and the console's chunking (its sign-in budget) is untouched.
 * It runs before the console's build (package.json), empties dist, and the console's build adds
 * itself beside it and compresses both (build/precompress.ts).
 */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: true,
    modulePreload: false,
    rolldownOptions: {
      input: { "coming-soon": resolve(import.meta.dirname, "coming-soon.html") }
    }
  }
})
