import type { ManifestOptions } from "vite-plugin-pwa"

/** The web app manifest: what a phone or a desktop shows when the console is installed. */
export const appManifest: Partial<ManifestOptions> = {
  name: "Timber Works",
  short_name: "Timber Works",
  description: "Timber Works operations console: wood receipts, slicing, drying, transfers, stock and assets.",
  id: "/dashboard",
  start_url: "/dashboard",
  scope: "/",
  display: "standalone",
  background_color: "#f8fafc",
  theme_color: "#1e293b",
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
    { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" }
  ]
}
