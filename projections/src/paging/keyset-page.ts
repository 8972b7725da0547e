import { PAGE_TOTAL_CAP, type PageRequest } from "@timber/contracts"
import { sql, type SelectQueryBuilder } from "kysely"
import { CursorRefused, encodeCursor, isDataException, type CursorPosition } from "./cursor"

/** A list's sort: the column (or SQL expression) it orders by, ties broken by the row's id. */
export interface ListSort {
  /** A column reference (`lot_number`, `wood_receipts.created_at`): every sort key has an index ending in the id. */
  readonly column: string
  readonly idColumn: string
  /** A column that may hold null: its rows are paged too, at PostgreSQL's end (an OR the planner may not range-scan: prefer non-null sort columns). */
  readonly nullable?: boolean
}

export interface KeysetPage<Row> {
  readonly items: ReadonlyArray<Row>
  readonly nextCursor: string | null
  readonly total: number
  /** More records match than PAGE_TOTAL_CAP: `total` is the cap. */
  readonly totalCapped?: boolean
}

/**
 * One page of `query` (already filtered) in keyset order: rows after `after` in (sort column, id)
 * order, `limit` of them, one more read to know whether a next page exists. Every page is an index
 * range scan however deep (an OFFSET would read every row before it), and a row added meanwhile
 * never shifts a later page. Null sort values come last in ascending order and first in
 * descending, as PostgreSQL orders them; the cursor keeps them apart.
 */
export const keysetPage = async <DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  request: PageRequest,
  after: CursorPosition | null,
  sort: ListSort
): Promise<KeysetPage<Row>> => {
  const column = sql.ref(sort.column)
  const id = sql.ref(sort.idColumn)
  const desc = request.order === "desc"
  const direction = desc ? sql`desc` : sql`asc`
  let paged = query.select([sql<string | null>`${column}::text`.as("__sort"), sql<string>`${id}::text`.as("__id")])
  if (after) {
    // (value, id) beyond the cursor in this direction, with nulls where PostgreSQL puts them
    const past = sql`(${column}, ${id}) ${desc ? sql`<` : sql`>`} (${after.value}, ${after.id})`
    const beyond = !sort.nullable
      ? past
      : after.value === null
        ? // among the nulls: those past the id, then (descending, nulls first) every non-null row
          desc
          ? sql`(${column} is null and ${id} < ${after.id}) or ${column} is not null`
          : sql`${column} is null and ${id} > ${after.id}`
        : desc
          ? past
          : sql`${column} is null or ${past}`
    paged = paged.where(sql<boolean>`(${beyond})` as never)
  }
  const rows = (await paged
    .orderBy(sql`${column} ${direction}`)
    .orderBy(sql`${id} ${direction}`)
    .limit(request.limit + 1)
    .execute()
    .catch((error: unknown) => {
      // the cursor's value is the one value here nobody checked against the column's type
      throw after !== null && isDataException(error) ? new CursorRefused() : error
    })) as unknown as ReadonlyArray<Row & { __sort: string | null; __id: string }>
  const more = rows.length > request.limit
  const page = more ? rows.slice(0, request.limit) : rows
  const last = page[page.length - 1]
  // counted up to the cap, never further: an exact count of a long history reads all of it
  const matching = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as("one"))
    .limit(PAGE_TOTAL_CAP + 1)
    .execute()
  return {
    items: page.map(({ __sort: _sort, __id: _id, ...row }) => row as unknown as Row),
    nextCursor: more && last ? encodeCursor({ sort: request.sort, order: request.order, value: last.__sort, id: last.__id }) : null,
    ...totalOf(matching.length)
  }
}

const totalOf = (counted: number): { total: number; totalCapped?: boolean } =>
  counted > PAGE_TOTAL_CAP ? { total: PAGE_TOTAL_CAP, totalCapped: true } : { total: counted }
