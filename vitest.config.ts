import react from "@vitejs/plugin-react"
import { defineConfig } from "vitest/config"
import "./vitest.node20"


export default defineConfig({
  plugins: [react()],
  test: {
    include: ["*/src/**/*.spec.{ts,tsx}"],
    exclude: ["**/node_modules/**", "**/dist/**", "e2e/**"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2
  }
})
