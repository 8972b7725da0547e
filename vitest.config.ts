import react from "@vitejs/plugin-react"
import { defineConfig } from "vitest/config"

const TIMING = "*/src/**/*.timing.int.spec.ts"

export default defineConfig({
  plugins: [react()],
  test: {
    exclude: ["**/node_modules/**", "**/dist/**", "e2e/**"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "suite",
          include: ["*/src/**/*.spec.{ts,tsx}"],
          exclude: ["**/node_modules/**", "**/dist/**", "e2e/**", TIMING],
          fileParallelism: true,
          sequence: { groupOrder: 0 }
        }
      },
      // tests that compare answer times run last and alone: the other files' load would blur what they measure
      { extends: true, test: { name: "timing", include: [TIMING], fileParallelism: false, sequence: { groupOrder: 1 } } }
    ]
  }
})
