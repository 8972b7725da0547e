// Node 20 lacks Map.groupBy, which vitest 5 calls (its failure reporter) and Stryker's vitest
// runner reaches in its own process. Plain JavaScript so that Node can preload it
// (`node --import`) before any TypeScript loader exists; vitest.node20.ts imports it too.
if (typeof Map.groupBy !== "function") {
  Map.groupBy = (items, key) => {
    const groups = new Map()
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
