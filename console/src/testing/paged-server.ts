/**
 * A list call as a spec's fake server answers it: the records from the offset the cursor names
 * (none: the first), `limit` of them (the contracts' default 50 when not asked), the next page's
 * cursor while more follow, and the count of all of them. What the records are (filtered, searched,
 * sorted) is the spec's own business; only the paging is the same everywhere.
 */
export const pageOf = <Item>(all: ReadonlyArray<Item>, asked: { readonly limit?: number | undefined; readonly cursor?: string | undefined }) => {
  const from = Number(asked.cursor ?? "0")
  const to = from + (asked.limit ?? 50)
  return { items: all.slice(from, to), nextCursor: to < all.length ? String(to) : null, total: all.length }
}
