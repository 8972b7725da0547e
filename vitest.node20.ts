// vitest 5's failure reporter calls Map.groupBy, which Node 20 lacks: without this a
// failing test crashes the reporter instead of being reported. Imported by every vitest config.
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
