import { PAGE_MAX } from "@timber/contracts"

interface PageAnswer<T> {
  readonly items: ReadonlyArray<T>
  readonly nextCursor: string | null
}

/**
 * Every record of a list bounded by one business record (one LOT's operations, one batch's
 * readings), read page after page at the largest page size. Only for such bounded lists: a
 * screen showing a table that grows with the business reads one page at a time.
 */
export const everyPage = async <T>(read: (page: { readonly limit: number; readonly cursor?: string }) => Promise<PageAnswer<T>>): Promise<ReadonlyArray<T>> => {
  const items: T[] = []
  let cursor: string | undefined
  // a LOT has at most a few thousand sleepers: the guard stops a server that never ends a walk
  for (let guard = 0; guard < 100; guard++) {
    const page = await read(cursor === undefined ? { limit: PAGE_MAX } : { limit: PAGE_MAX, cursor })
    items.push(...page.items)
    if (page.nextCursor === null) break
    cursor = page.nextCursor
  }
  return items
}
