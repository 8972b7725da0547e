import { defineConfig } from "vitest/config"

if (typeof (Map as any).groupBy !== "function") {
  ;(Map as any).groupBy = <K, V>(items: Iterable<V>, key: (item: V, index: number) => K) => {
    const groups = new Map<K, V[]>()
    let index = 0
    for (const item of items) {
      const k = key(item, index++)
      groups.set(k, [...(groups.get(k) ?? []), item])
    }
    return groups
  }
}

export default defineConfig({
  test: {
    include: ["e2e/*.e2e.spec.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false
  }
})
