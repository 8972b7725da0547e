import type { PageRequest, SubscriberListParams, SubscriberSort, SubscriberStats } from "@timber/contracts"
import { erasureKeysOf } from "@timber/eventstore"
import { sql } from "kysely"
import type { ReadDb } from "../database"
import { encodeCursor, type CursorPosition } from "../paging/cursor"
import { keysetPage, type KeysetPage } from "../paging/keyset-page"

/** A subscriber row with its key (null once erased): the query service decrypts the address. */
export interface SealedSubscriber {
  readonly id: string
  readonly emailCiphertext: string
  readonly key: Uint8Array | null
  readonly source: string
  readonly status: string
  readonly subscribedAt: string
  readonly version: string
}

/** The column each sort reads; each has an index ending in the id (migration 20261207_0711). */
const SUBSCRIBER_SORT_COLUMNS: Record<SubscriberSort, "log_position" | "status"> = { subscribedAt: "log_position", status: "status" }

/**
 * How many rows one search request decrypts at most. The addresses are sealed (only the query
 * service can read them), so a search is a walk in the list's order that stops at a page of
 * matches or at this many rows; its cursor goes on from where the walk stopped.
 */
export const SUBSCRIBER_SEARCH_BUDGET = 5_000
const SEARCH_CHUNK = 500

export type SubscriberFilter = Pick<SubscriberListParams, "status">

const rowsOf = (db: ReadDb, filter: SubscriberFilter) => {
  const query = db.selectFrom("newsletter_subscribers").select(["id", "email_ciphertext", "source", "status", "subscribed_at", "version"])
  return filter.status ? query.where("status", "=", filter.status) : query
}

const sealed = async (
  db: ReadDb,
  rows: ReadonlyArray<{ id: string; email_ciphertext: string; source: string; status: string; subscribed_at: string; version: string | null }>
) => {
  const keys = await erasureKeysOf(
    db,
    rows.map((row) => row.id)
  )
  return rows.map((row): SealedSubscriber => ({
    id: row.id,
    emailCiphertext: row.email_ciphertext,
    key: keys.get(row.id) ?? null,
    source: row.source,
    status: row.status,
    subscribedAt: row.subscribed_at,
    version: row.version ?? ""
  }))
}

/**
 * One page of the mailing list, newest sign-up first unless sorted. Without `matches`, a keyset
 * page like every list's. With it (the e-mail search: the addresses are decrypted by the caller),
 * the rows are read in the same order a chunk at a time until a page matches or the budget is
 * spent; the total is then not known (`totalCapped`), and the cursor continues the walk.
 */
export const pageSealedSubscribers = async (
  db: ReadDb,
  request: PageRequest<SubscriberSort>,
  after: CursorPosition | null,
  filter: SubscriberFilter,
  matches?: (subscriber: SealedSubscriber) => boolean
): Promise<KeysetPage<SealedSubscriber>> => {
  const column = SUBSCRIBER_SORT_COLUMNS[request.sort]
  if (!matches) {
    const page = await keysetPage(rowsOf(db, filter), request, after, { column, idColumn: "id" })
    return { ...page, items: await sealed(db, page.items) }
  }
  const desc = request.order === "desc"
  const found: SealedSubscriber[] = []
  let position = after
  for (let scanned = 0; scanned < SUBSCRIBER_SEARCH_BUDGET; scanned += SEARCH_CHUNK) {
    let chunk = rowsOf(db, filter).select(sql<string>`${sql.ref(column)}::text`.as("place"))
    if (position) chunk = chunk.where(sql<boolean>`(${sql.ref(column)}, id) ${desc ? sql`<` : sql`>`} (${position.value}, ${position.id})` as never)
    const rows = await chunk
      .orderBy(sql`${sql.ref(column)} ${desc ? sql`desc` : sql`asc`}`)
      .orderBy(sql`id ${desc ? sql`desc` : sql`asc`}`)
      .limit(SEARCH_CHUNK)
      .execute()
    const readable = await sealed(db, rows)
    for (const [n, subscriber] of readable.entries()) {
      position = { sort: request.sort, order: request.order, value: rows[n]!.place, id: subscriber.id }
      if (!matches(subscriber)) continue
      found.push(subscriber)
      if (found.length === request.limit) {
        const more = n < rows.length - 1 || rows.length === SEARCH_CHUNK
        return {
          items: found,
          nextCursor: more ? encodeCursor(position) : null,
          ...(more ? { total: found.length, totalCapped: true } : { total: found.length })
        }
      }
    }
    if (rows.length < SEARCH_CHUNK) return { items: found, nextCursor: null, total: found.length }
  }
  // the budget is spent: what was found, and where the walk goes on
  return { items: found, nextCursor: position ? encodeCursor(position) : null, total: found.length, totalCapped: true }
}

/** The three cards: each an index-only count, however long the list. */
export const subscriberStats = async (db: ReadDb): Promise<SubscriberStats> => {
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select([sql<string>`count(*) filter (where status = 'active')`.as("active"), sql<string>`count(*)`.as("total")])
    .executeTakeFirstOrThrow()
  return { total: Number(row.total), active: Number(row.active), unsubscribed: Number(row.total) - Number(row.active) }
}
