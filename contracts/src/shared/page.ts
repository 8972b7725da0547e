import { Schema } from "effect"
import { boundedText } from "./fields"

/**
 * One page of a list, the answer of every list call (no list answers a table whole).
 * `nextCursor` fetches the page after this one in the same sort, null on the last page; `total`
 * counts the records the filters match, so a grid can show "1–50 of 4,210" — up to
 * PAGE_TOTAL_CAP: past it `totalCapped` is true and `total` is the cap ("more than 1,000"), since
 * an exact count would read every matching row, a cost that grows with history.
 */
export const Page = <A, I, R>(item: Schema.Schema<A, I, R>) =>
  Schema.Struct({
    items: Schema.Array(item),
    nextCursor: Schema.NullOr(Schema.String),
    total: Schema.Number,
    totalCapped: Schema.optional(Schema.Boolean)
  })

/**
 * How far a list's total is counted exactly (a bounded index range, however long the history). 1,000:
 * counting to 10,000 read 10,001 rows for every list and tab count at 100k LOTs (the transfers list 13 ms
 * against 5 ms at 1k); a manager narrows a list past a thousand with its filters, never by paging to its end.
 */
export const PAGE_TOTAL_CAP = 1_000

/** A list's page size when the caller names none: small enough that a page stays well under 100 kB. */
export const PAGE_DEFAULT = 50
/** The largest page a caller may ask for (the console's pickers and grids ask for at most this). */
export const PAGE_MAX = 200

export const PageMessages = {
  limit: `Limit must be a whole number between 1 and ${PAGE_MAX}`,
  cursor: "This page link is no longer valid. Reload the list."
} as const

export const SortOrder = Schema.Literal("asc", "desc")
export type SortOrder = typeof SortOrder.Type

/** An opaque cursor as the server wrote it (base64url); what it holds is the server's business. */
const Cursor = Schema.String.pipe(
  Schema.maxLength(512, { message: () => PageMessages.cursor }),
  Schema.pattern(/^[A-Za-z0-9_-]+$/, { message: () => PageMessages.cursor })
)

/**
 * The query-string parameters every paged list takes, its own sort keys named: spread into the
 * list's `setUrlParams` struct beside its filters, so the OpenAPI document names them all.
 * `q` searches the list's own text columns (each list says which, in its query).
 */
export const pageParams = <const Sorts extends readonly [string, ...Array<string>]>(sorts: Sorts) => ({
  limit: Schema.optional(
    Schema.NumberFromString.pipe(Schema.int({ message: () => PageMessages.limit }), Schema.between(1, PAGE_MAX, { message: () => PageMessages.limit }))
  ),
  cursor: Schema.optional(Cursor),
  sort: Schema.optional(Schema.Literal(...sorts)),
  order: Schema.optional(SortOrder),
  q: Schema.optional(boundedText("Search", 100))
})

/** What a list query receives once the parameters are read: the defaults applied. */
export interface PageRequest<Sort extends string = string> {
  readonly limit: number
  readonly cursor: string | undefined
  readonly sort: Sort
  readonly order: SortOrder
  readonly q: string | undefined
}

/** The parameters with the list's defaults applied (its default sort and order, PAGE_DEFAULT rows). */
export const pageRequest = <Sort extends string>(
  params: {
    readonly limit?: number | undefined
    readonly cursor?: string | undefined
    readonly sort?: Sort | undefined
    readonly order?: SortOrder | undefined
    readonly q?: string | undefined
  },
  defaults: { readonly sort: Sort; readonly order: SortOrder }
): PageRequest<Sort> => ({
  limit: params.limit ?? PAGE_DEFAULT,
  cursor: params.cursor,
  sort: params.sort ?? defaults.sort,
  order: params.order ?? (params.sort === undefined ? defaults.order : "asc"),
  q: params.q?.trim() ? params.q.trim() : undefined
})
