/**
 * The folder tree's pure questions: who is below whom. A parent map (folder id → parent id, null
 * for the root) is all they need, so the decider, the property test and the read model share them.
 */
export type ParentMap = ReadonlyMap<string, string | null>

/** The folder and every folder below it, the folder first. */
export const subtreeOf = (parents: ParentMap, folderId: string): ReadonlyArray<string> => {
  const children = new Map<string, string[]>()
  for (const [id, parent] of parents) if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), id])
  const out: string[] = []
  const stack = [folderId]
  while (stack.length > 0) {
    const id = stack.pop()!
    if (out.includes(id)) continue
    out.push(id)
    stack.push(...(children.get(id) ?? []))
  }
  return out
}

/** True when `target` is the folder itself or lies below it: moving the folder there would make a cycle. */
export const isWithin = (parents: ParentMap, folderId: string, target: string): boolean => {
  const seen = new Set<string>()
  let at: string | null = target
  while (at !== null && !seen.has(at)) {
    if (at === folderId) return true
    seen.add(at)
    at = parents.get(at) ?? null
  }
  return false
}
