/** How many records a list or a tab holds, as the server counted them: up to its cap (contracts' PAGE_TOTAL_CAP), then `capped`. */
export interface ListCount {
  readonly total: number
  readonly capped: boolean
}

/** A page's count: its `total`, capped when the server stopped counting. */
export const listCountOf = (page: { readonly total: number; readonly totalCapped?: boolean | undefined }): ListCount => ({
  total: page.total,
  capped: page.totalCapped === true
})

/** "12", or "1,000+" past the server's count cap (a tab or chip never claims an exact count it was not told). */
export const listCountText = (count: ListCount | undefined) =>
  count === undefined ? "0" : count.capped ? `${count.total.toLocaleString("en-US")}+` : String(count.total)
