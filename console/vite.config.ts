import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:8080", ws: true } }
  },
  build: {
    outDir: "dist",
    chunkSizeWarningLimit: 1500
  }
})
