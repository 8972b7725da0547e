import { randomUUID } from "node:crypto"
import { sql } from "kysely"
import pg from "pg"
import { afterAll, describe, expect, it } from "vitest"
import { makeSqlEventStore } from "../postgres/sql-event-store"
import { openDatabase } from "./database"
import { InvalidDatabaseSchema } from "./database-schema"

/**
 * DATABASE_SCHEMA (issue 36 item 4): every service opens its PostgreSQL through openDatabase,
 * which creates the schema when it is missing (services that start first on a fresh database
 * crashed) and refuses a name it cannot quote with a sentence, before anything uses it.
 */
const url = process.env.DATABASE_URL
const dropped: string[] = []

afterAll(async () => {
  if (!url || dropped.length === 0) return
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  for (const schema of dropped) await client.query(`drop schema if exists "${schema}" cascade`)
  await client.end()
})

describe.skipIf(!url)("a service's DATABASE_SCHEMA on PostgreSQL", () => {
  it("given a schema that does not exist yet (mixed case too), when a service opens the database, then it is created and the event store's tables live in it", async () => {
    const schema = `Fresh_${randomUUID().replace(/-/g, "").slice(0, 10)}`
    dropped.push(schema)
    const database = await openDatabase({ databaseUrl: url, schema })
    try {
      await makeSqlEventStore(database).then((store) => store.close())
      const { rows } = await sql<{
        schema: string
      }>`select table_schema as schema from information_schema.tables where table_name = 'events' and table_schema = ${schema}`.execute(database.db)
      expect(rows).toEqual([{ schema }])
    } finally {
      await database.close()
    }
  })

  it("given two services opening the same missing schema at once, then both start", async () => {
    const schema = `twice_${randomUUID().replace(/-/g, "").slice(0, 10)}`
    dropped.push(schema)
    const both = await Promise.all([openDatabase({ databaseUrl: url, schema }), openDatabase({ databaseUrl: url, schema })])
    await Promise.all(both.map((database) => database.close()))
  })

  it.each(['a"b', "drop table x;", "", "1starts_with_a_digit", "x".repeat(64)])(
    "given the invalid name %j, then it is refused with a sentence naming it",
    async (schema) => {
      const opened = openDatabase({ databaseUrl: url, schema: schema === "" ? " " : schema })
      await expect(opened).rejects.toBeInstanceOf(InvalidDatabaseSchema)
      await expect(opened).rejects.toThrow(/DATABASE_SCHEMA/)
    }
  )
})
