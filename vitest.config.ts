import react from "@vitejs/plugin-react"
import { defineConfig } from "vitest/config"

// vitest 5's failure reporter calls Map.groupBy, which Node 20 lacks: without this a
// failing test crashes the reporter instead of being reported.
if (typeof (Map as any).groupBy !== "function") {
  ;(Map as any).groupBy = <K, V>(items: Iterable<V>, key: (item: V, index: number) => K) => {
    const groups = new Map<K, V[]>()
    let index = 0
    for (const item of items) {
      const k = key(item, index++)
      const group = groups.get(k)
      if (group) group.push(item)
      else groups.set(k, [item])
    }
    return groups
  }
}

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
