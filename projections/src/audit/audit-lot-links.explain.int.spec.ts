import { testDatabases, type Database } from "@timber/eventstore"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ReadDb } from "../database"
import { migrateReadModels } from "../migrations/migrate"
import { knownLotLinks } from "./audit-events.projection"

const LINKS = 30_000

/** The plan PostgreSQL picks for a compiled statement, its parameters written in as literals (EXPLAIN takes no bind parameters). */
const planOf = async (db: ReadDb, compiled: { readonly sql: string; readonly parameters: ReadonlyArray<unknown> }) => {
  const literal = compiled.sql.replace(/\$(\d+)/g, (_, i: string) => `'${String(compiled.parameters[Number(i) - 1]).replace(/'/g, "''")}'`)
  const plan = await sql<{ "QUERY PLAN": string }>`explain ${sql.raw(literal)}`.execute(db)
  return plan.rows.map((row) => row["QUERY PLAN"]).join("\n")
}

// the planner's choice is only meaningful on PostgreSQL (PGlite has no statistics worth trusting here)
const postgres = testDatabases("the run's engine").filter((target) => target.name === "PostgreSQL")

for (const target of postgres) {
  describe(`the audit projection's per-batch lookup on ${target.name}`, () => {
    let database: Database
    const db = () => database.db as ReadDb
    beforeAll(async () => {
      database = await target.open()
      await migrateReadModels(database.db)
      // given 30k LOT links (three streams per LOT: its own, a slicing operation's, a drying batch's)
      await sql`
        insert into audit_lot_streams (id, stream_id, lot_number, document_id)
        select 'Lot-' || i || ' L-' || i, 'Lot-' || i, 'L-' || i, 'doc-' || i from generate_series(1, ${LINKS}::int) as i`.execute(db())
      await sql`analyze audit_lot_streams`.execute(db())
    }, 60_000)
    afterAll(async () => {
      await database.close()
    })

    it("given 30k links, when a batch looks up its streams and documents, then the plan uses the indexes, never a sequential scan", async () => {
      const compiled = knownLotLinks(db(), ["Lot-17", "Lot-29001", "SlicingOperation-x"], ["doc-5"]).compile()
      const text = await planOf(db(), compiled)
      expect(text).not.toMatch(/Seq Scan/)
      expect(text).toMatch(/audit_lot_streams_by_stream/)
    })

    it("given 30k links, when a batch names only streams, then the plan uses the stream index", async () => {
      const compiled = knownLotLinks(db(), ["Lot-17"], []).compile()
      const text = await planOf(db(), compiled)
      expect(text).not.toMatch(/Seq Scan/)
      expect(text).toMatch(/audit_lot_streams_by_stream/)
    })
  })
}
