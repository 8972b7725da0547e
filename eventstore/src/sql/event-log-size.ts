import { Effect } from "effect"
import { sql, type Kysely } from "kysely"
import type { EventStore } from "../port"

/**
 * The SQL event log's size as the database keeps it: bytes of the `events` table with its
 * indexes, and its row estimate (kept by ANALYZE and autovacuum): catalogue reads, no scan
 * (but for a table not analyzed yet, which is small).
 * Null when this database holds no event log (the events are on KurrentDB).
 */
export const eventLogSize = async (db: Kysely<any>): Promise<{ readonly bytes: number; readonly eventsEstimate: number } | null> => {
  const { rows } = await sql<{ bytes: string | number; estimate: string | number }>`
    select pg_total_relation_size(c.oid) as bytes, c.reltuples as estimate from pg_class c where c.oid = to_regclass('events')`.execute(db)
  const row = rows[0]
  if (row === undefined) return null
  const estimate = Number(row.estimate)
  if (estimate > 0) return { bytes: Number(row.bytes), eventsEstimate: estimate }
  // never analyzed (-1), or analyzed while empty: the table is still young (autovacuum analyzes it after
  // 50 rows and 10 % more), so counting it is cheap
  const counted = await sql<{ count: string | number }>`select count(*) as count from events`.execute(db)
  return { bytes: Number(row.bytes), eventsEstimate: Number(counted.rows[0]?.count ?? 0) }
}

/** What a scrape shows of the event store: the log's head and, on a SQL store, its size. */
export const eventStoreSize = async (database: { readonly db: Kysely<any> }, store: Pick<EventStore, "headPosition">) => ({
  headPosition: await Effect.runPromise(store.headPosition()),
  ...((await eventLogSize(database.db)) ?? {})
})
