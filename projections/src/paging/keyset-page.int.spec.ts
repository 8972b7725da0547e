import { pageRequest, type SortOrder } from "@timber/contracts"
import { testDatabases, type Database } from "@timber/eventstore"
import fc from "fast-check"
import { Kysely, sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { decodeCursor } from "./cursor"
import { keysetPage } from "./keyset-page"

interface Rows {
  paged_rows: { id: string; name: string | null; created_at: string; amount: number }
}

const rowArbitrary = fc.uniqueArray(
  fc.record({
    id: fc.stringMatching(/^[a-z0-9]{1,8}$/),
    name: fc.option(fc.constantFrom("Mvule", "Teak", "Mninga", "Pine"), { nil: null }),
    // microseconds matter: a cursor that kept milliseconds only would skip or repeat rows
    micros: fc.integer({ min: 0, max: 5 }),
    amount: fc.integer({ min: 0, max: 3 })
  }),
  { selector: (row) => row.id, maxLength: 40 }
)

/** Every row once, in the order PostgreSQL sorts the whole table: what walking the pages must give. */
const walk = async (db: Kysely<Rows>, sort: "name" | "created_at" | "amount", order: SortOrder, limit: number) => {
  const seen: string[] = []
  let cursor: string | undefined
  let total = -1
  for (let guard = 0; guard < 100; guard++) {
    const request = pageRequest({ limit, cursor, sort, order }, { sort: "created_at", order: "desc" })
    const after = cursor ? decodeCursor(cursor, sort, order) : null
    const page = await keysetPage(db.selectFrom("paged_rows").select(["id"]), request, after, { column: sort, idColumn: "id", nullable: sort === "name" })
    total = page.total
    seen.push(...page.items.map((row) => row.id))
    if (!page.nextCursor) break
    cursor = page.nextCursor
  }
  return { seen, total }
}

for (const target of testDatabases("the run's engine")) {
  describe(`keyset paging on ${target.name}`, () => {
    let database: Database
    let db: Kysely<Rows>
    beforeAll(async () => {
      database = await target.open()
      db = database.db as unknown as Kysely<Rows>
      await sql`create table paged_rows (id text primary key, name text, created_at timestamptz not null, amount integer not null)`.execute(db)
    })
    afterAll(async () => {
      await database.close()
    })

    it("walking a list page by page gives every row exactly once, in the order the whole list sorts, whatever the sort, order and page size", async () => {
      await fc.assert(
        fc.asyncProperty(
          rowArbitrary,
          fc.constantFrom("name" as const, "created_at" as const, "amount" as const),
          fc.constantFrom<SortOrder>("asc", "desc"),
          fc.integer({ min: 1, max: 7 }),
          async (rows, sort, order, limit) => {
            await sql`delete from paged_rows`.execute(db)
            for (const row of rows)
              await db
                .insertInto("paged_rows")
                .values({ id: row.id, name: row.name, amount: row.amount, created_at: `2026-12-01T08:00:00.00000${row.micros}Z` })
                .execute()
            const whole = await sql<{ id: string }>`select id from paged_rows order by ${sql.ref(sort)} ${sql.raw(order)}, id ${sql.raw(order)}`.execute(db)
            const { seen, total } = await walk(db, sort, order, limit)
            expect(seen).toEqual(whole.rows.map((row) => row.id))
            expect(total).toBe(rows.length)
          }
        ),
        { numRuns: 40 }
      )
    })

    it("a cursor read in another sort or order, or not written by the server, names no place: it is refused", () => {
      const cursor = Buffer.from(JSON.stringify(["name", "asc", "Teak", "a1"])).toString("base64url")
      expect(decodeCursor(cursor, "name", "asc")).toEqual({ sort: "name", order: "asc", value: "Teak", id: "a1" })
      expect(decodeCursor(cursor, "name", "desc")).toBeNull()
      expect(decodeCursor(cursor, "created_at", "asc")).toBeNull()
      expect(decodeCursor("bm90LWpzb24", "name", "asc")).toBeNull()
    })
  })
}
