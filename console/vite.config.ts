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
          // MUI's foundation (styling engine, theme, and the handful of components the sign-in
          // page and every other screen use) travels in one file: the sign-in page would otherwise
          // fetch it as a dozen small chunks, each paying its own headers. A fixed list, so adding
          // screens never grows it (issue 11: first load under 200 kB, e2e/first-load.e2e.spec.ts)
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
              test: /console[\\/]src[\\/](features[\\/]auth[\\/]login[\\/]|lib[\\/](use-contract-form|form-validation)\.|ui[\\/](BrandMark|TextInput)\.|api[\\/]api-error\.|auth[\\/]session\.)/
            }
          ]
        }
      }
    }
  }
})
