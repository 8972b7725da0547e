import react from "@vitejs/plugin-react"
import { createRequire } from "node:module"
import { defineConfig } from "vite"
import { VitePWA } from "vite-plugin-pwa"
import { precompress } from "./build/precompress.ts"
import { appManifest } from "./build/app-manifest.ts"
import { publicPageAtRoot } from "./build/public-page-at-root.ts"

/**
 * react-router's package maps every import condition to its development build (warnings, "Hey
 * developer" error pages, invariant texts): the console takes its production build, the same
 * code without them (0.44 kB less brotli on the sign-in page's first load, the 200 kB first-load budget).
 */
const reactRouterDist = createRequire(import.meta.url)
  .resolve("react-router")
  .replace(/[\\/]development[\\/]index\.m?js$/, "/production")

export default defineConfig({
  // both entries, or the DOM router (development) and the core (production) would hold two router contexts
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: `${reactRouterDist}/index.mjs` },
      { find: /^react-router\/dom$/, replacement: `${reactRouterDist}/dom-export.mjs` }
    ]
  },
  plugins: [
    react(),
    publicPageAtRoot(),
    // the installable console: manifest, and a service worker that precaches the
    // app shell so the console opens offline after a first visit; registered from src/main.tsx
    // (no inline script: the CSP forbids it), a new version offered with a toast, never forced
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      manifest: appManifest,
      includeAssets: ["icons/apple-touch-icon-180.png"],
      workbox: {
        navigateFallback: "/index.html",
        // the API, the live socket and the public page's own files are never answered from the cache;
        // `/` is the public page (coming-soon.html, its own bundle): never the console's shell
        navigateFallbackDenylist: [/^\/api\//, /^\/(\?.*)?$/, /^\/coming-soon\.html/],
        // no "/" -> "/index.html" lookup in the precache: that would answer the public page with the console
        directoryIndex: "",
        globPatterns: ["**/*.{js,css,html,png,svg,woff2,webmanifest}"],
        // the PDF engine and its fonts (1.8 MB) load only when a report is asked for: cached then, not up front
        // the public page (its own build, vite.public.config.ts) is not the console's: never precached
        globIgnores: ["**/pdfmake-*.js", "**/vfs_fonts-*.js", "coming-soon.html", "assets/coming-soon-*"],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith("/assets/"),
            handler: "CacheFirst",
            options: { cacheName: "timber-works-assets", expiration: { maxEntries: 60 } }
          }
        ]
      }
    }),
    precompress()
  ],
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:8080", ws: true } }
  },
  build: {
    outDir: "dist",
    // the public page's build (vite.public.config.ts) runs first and empties dist; this one adds the console beside it
    emptyOutDir: false,
    // No preload map in the first download (its list of every screen's chunks cost 3 kB compressed and
    // pushed the sign-in page past the 200 kB budget): a screen's chunks load as the browser meets its
    // imports, and after the first visit the service worker serves them all from its precache.
    modulePreload: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // `codeSplitting` (rolldown's name since 1.0; `advancedChunks` printed a deprecation warning on every build)
        codeSplitting: {
          // MUI's foundation (styling engine, theme, and the handful of components the sign-in
          // page and every other screen use) travels in one file: the sign-in page would otherwise
          // fetch it as a dozen small chunks, each paying its own headers. A fixed list, so adding
          // screens never grows it (first load under 200 kB, e2e/first-load.e2e.spec.ts)
          groups: [
            {
              name: "mui",
              test: /node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming)|@emotion|stylis|react-transition-group|@mui[\\/]material[\\/](className|zero-styled|DefaultPropsProvider|ButtonBase|Button|Box|Paper|Typography|SvgIcon|Card|CardContent|Stack|FormControl|FormLabel|FormHelperText|InputBase|InputLabel|OutlinedInput|Checkbox|FormControlLabel)[\\/])/
            },
            {
              // the sign-in page's own modules and what they need besides MUI (the contracts'
              // schemas, Effect): one file instead of seven, each small one paying ~600 bytes of
              // headers. Every signed-in screen needs them too (the session, the forms' validation).
              name: "sign-in",
              test: /console[\\/]src[\\/](features[\\/]auth[\\/]login[\\/]|lib[\\/](use-contract-form|form-validation)\.|ui[\\/](BrandMark|TextInput)\.|api[\\/]api-error\.|auth[\\/]session\.)|domain[\\/]src[\\/]permissions[\\/]roles\./
            }
          ]
        }
      }
    }
  }
})
