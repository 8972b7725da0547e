import { randomUUID } from "node:crypto"
import { Effect } from "effect"
import { sql } from "kysely"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { EventStore } from "../port"
import type { Database } from "../sql/database"
import { testDatabases } from "../testing/databases"
import { makeSqlEventStore } from "./sql-event-store"

const STREAMS = 200
const PER_STREAM = 100
const PAGE = 10

// A page of the log must cost what the page holds, not what the log holds: with the planner free
// to choose, a never-analysed events table (no autovacuum) made every page of a rebuild a bitmap
// scan and a sort of the rest of the log (a million events: 2.6 s a page). The plan PostgreSQL
// ran is the measure, not a clock.
for (const database of testDatabases("every engine").filter((d) => d.name === "PostgreSQL")) {
  describe(`pages of a long log (${database.name})`, () => {
    let db: Database
    let store: EventStore
    beforeAll(async () => {
      db = await database.open()
      store = await makeSqlEventStore(db)
      for (let s = 0; s < STREAMS; s++) {
        const events = Array.from({ length: PER_STREAM }, (_, i) => ({
          id: randomUUID(),
          type: i === 0 ? "LotCreated" : "LotUpdated",
          data: { i },
          metadata: { userId: "u", correlationId: "c" }
        }))
        await Effect.runPromise(store.appendToStream(`Lot-${randomUUID()}`, events, { expectedRevision: "no_stream" }))
      }
    }, 60_000)
    afterAll(async () => {
      await store.close()
      await db.close()
    })

    it(`given ${STREAMS * PER_STREAM} events never analysed, when a projection reads a page of ${PAGE} of its types from the start, then PostgreSQL walks the log in order and stops at the page's end (no sort of the rest)`, async () => {
      const { rows } = await sql<{ search_path: string }>`show search_path`.execute(db.db)
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL, options: `-c search_path=${rows[0]!.search_path}` })
      const plans: string[] = []
      client.on("notice", (notice) => plans.push(notice.message ?? ""))
      await client.connect()
      try {
        // auto_explain tells the plan of the statement inside events_after, as the store calls it
        await client.query("load 'auto_explain'")
        await client.query("set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on; set auto_explain.log_level = notice")
        // as the store reads a page: the upper bound from the head beside it (a lateral call)
        const page = await client.query(`
          select e.position from (select max(position) as head from events) h
          left join lateral events_after(0, h.head, array['LotCreated', 'LotUpdated'], ${PAGE}) e on true`)
        expect(page.rows).toHaveLength(PAGE)
      } finally {
        await client.end()
      }
      const inner = plans.find((plan) => plan.includes("p_limit")) ?? plans.join("\n")
      expect(inner).toMatch(/Index Scan using events_pkey/)
      expect(inner).not.toMatch(/Sort|Bitmap/)
    })
  })
}
