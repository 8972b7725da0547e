import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { precompress } from "./build/precompress"

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:8080", ws: true } }
  },
  build: {
    outDir: "dist",
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        advancedChunks: {
          // MUI's pieces that most screens share travel in one file: the sign-in page would
          // otherwise fetch them as a dozen small chunks, each paying its own headers (issue 11:
          // first load under 200 kB, e2e/first-load.e2e.spec.ts measures it)
          groups: [{ name: "mui", test: /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|private-theming)|@emotion|stylis|react-transition-group)/, minShareCount: 7 }]
        }
      }
    }
  }
})
