import { makeSqlEventStore, testDatabases, type Database, type EventStore } from "@timber/eventstore"
import { Effect } from "effect"
import { sql } from "kysely"
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ReadDb } from "../database"
import { FIRST_ANALYZE_AFTER } from "./planning-statistics"
import type { Projection } from "./projection"
import { makeProjectionRunner } from "./runner"

/** A projection writing one row per event into a table of its own. */
const rowPerEvent = (table: string, eventType = "StatsProbeRecorded"): Projection => ({
  name: `stats-${table}`,
  version: 1,
  eventTypes: [eventType],
  tables: [table],
  apply: async (trx, event) => {
    await sql`insert into ${sql.id(table)} (id) values (${event.id})`.execute(trx)
    return []
  },
  reset: async (trx) => void (await sql`delete from ${sql.id(table)}`.execute(trx))
})

/** What the planner believes the table holds: -1 for a table never analyzed (PostgreSQL 14+), else its estimate. */
const plannedRows = async (db: ReadDb, table: string) =>
  Number((await sql<{ reltuples: number }>`select reltuples from pg_class where oid = ${table}::regclass`.execute(db)).rows[0]!.reltuples)

for (const target of testDatabases("every engine")) {
  describe(`a projection's planner statistics (${target.name})`, () => {
    let database: Database
    let store: EventStore
    beforeAll(async () => {
      database = await target.open()
      store = await makeSqlEventStore(database)
    })
    afterAll(async () => {
      await store.close()
      await database.close()
    })

    it("given a projection's table filled by more events than the first analyze waits for, when the runner has caught up, then the planner knows the table's rows (no reliance on autovacuum)", async () => {
      const table = `stats_probe_${randomUUID().slice(0, 8)}`
      const db = database.db as ReadDb
      await sql`create table ${sql.id(table)} (id text primary key)`.execute(db)
      const events = Array.from({ length: FIRST_ANALYZE_AFTER + 200 }, () => ({ id: randomUUID(), type: "StatsProbeRecorded", data: {}, metadata: {} }))
      await Effect.runPromise(store.appendToStream(`StatsProbe-${randomUUID()}`, events, { expectedRevision: "no_stream" }))
      expect(await plannedRows(db, table)).toBeLessThanOrEqual(0)

      const runner = makeProjectionRunner({ database, store, projections: [rowPerEvent(table)] })
      await runner.catchUp()
      expect(Number((await sql<{ n: string }>`select count(*) as n from ${sql.id(table)}`.execute(db)).rows[0]!.n)).toBe(FIRST_ANALYZE_AFTER + 200)
      expect(await plannedRows(db, table)).toBeGreaterThanOrEqual(FIRST_ANALYZE_AFTER)
    })

    it("given a projection's table that holds rows but was never analyzed (a store filled before, or restored), when a runner starts, then the planner knows the table's rows", async () => {
      const table = `stats_probe_${randomUUID().slice(0, 8)}`
      const db = database.db as ReadDb
      await sql`create table ${sql.id(table)} (id text primary key)`.execute(db)
      await sql`insert into ${sql.id(table)} (id) select 'row-' || n from generate_series(1, 5000) as n`.execute(db)
      expect(await plannedRows(db, table)).toBeLessThanOrEqual(0)

      // a projection of events nobody appended: only the start can analyze its table
      await makeProjectionRunner({ database, store, projections: [rowPerEvent(table, "StatsProbeNeverAppended")] }).catchUp()
      expect(await plannedRows(db, table)).toBeGreaterThanOrEqual(4000)
    })
  })
}
