import { sql } from "kysely"
import type { ReadDb } from "../database"
import type { Projection } from "./projection"

/** A never-analyzed table smaller than this (8 pages) is planned well enough as it is. */
const NEVER_ANALYZED_BYTES = 8 * 8192

/** The first analyze comes after this many events; each later one once as many events again have been applied. */
export const FIRST_ANALYZE_AFTER = 1_000

/**
 * Keeps the planner's statistics of a projection's tables current as they grow, without relying on
 * autovacuum (off on some servers, and late after a bulk catch-up): a table never analyzed is planned
 * as nearly empty, and a list read sorted a 50,000-row table for its first page (225 ms instead of 1 ms
 * at 100k LOTs). A projection's tables are analyzed once FIRST_ANALYZE_AFTER events have been applied
 * in this process, then each time the count doubles: about 11 analyzes over a catch-up of 2 million
 * events, none in a day's steady work. A failed analyze changes nothing and is tried again later.
 */
export const planningStatistics = (db: ReadDb, log: (message: string) => void) => {
  const counts = new Map<string, { applied: number; next: number }>()
  const analyze = async (tables: ReadonlyArray<string>) => {
    try {
      for (const table of tables) await sql`analyze ${sql.id(table)}`.execute(db)
    } catch (error) {
      log(`analyze of ${tables.join(", ")} failed (${error instanceof Error ? error.message : String(error)})`)
    }
  }
  return {
    /**
     * At start: the projections' tables that hold rows but were never analyzed (a store filled before this
     * runner analyzed as it went, or restored): one catalog read, then an analyze of each such table.
     */
    neverAnalyzed: async (projections: ReadonlyArray<Projection>) => {
      const tables = [...new Set(projections.flatMap((projection) => projection.tables))]
      if (tables.length === 0) return
      const found = await sql<{ table: string }>`
        select c.relname as table from pg_class c
        where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and c.relname = any(${tables}::text[])
          and c.reltuples < 0 and pg_relation_size(c.oid) > ${NEVER_ANALYZED_BYTES}`.execute(db)
      await analyze(found.rows.map((row) => row.table))
    },
    /** After a committed batch of `applied` events of the projection's own. */
    applied: async (projection: Projection, applied: number) => {
      if (applied === 0) return
      const count = counts.get(projection.name) ?? { applied: 0, next: FIRST_ANALYZE_AFTER }
      count.applied += applied
      counts.set(projection.name, count)
      if (count.applied < count.next) return
      count.next = count.applied * 2
      await analyze(projection.tables)
    }
  }
}
