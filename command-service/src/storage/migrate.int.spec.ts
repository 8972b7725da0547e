import { testDatabases, type Database } from "@timber/eventstore"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { migrateCommandTables } from "./migrate"

/** PostgreSQL only: PGlite has one connection, so nothing else can hold a table while a start migrates. */
const postgres = testDatabases("every engine").find((target) => target.name === "PostgreSQL")

describe.runIf(postgres)("the command tables' migration on a store already migrated", () => {
  let database: Database
  beforeAll(async () => {
    database = await postgres!.open()
    await migrateCommandTables(database.db)
  })
  afterAll(async () => database?.close())

  it("given a process manager's save holding its state rows, when the service starts again, then the start takes no table's lock and finishes", async () => {
    // a manager's save: its rows, then its checkpoint, in one transaction still open
    const save = await database.db.connection().execute(async (connection) => {
      await sql`begin`.execute(connection)
      await sql`insert into process_states (name, key, state, saved_at_position) values ('reminders', 'asset-1', '{}', '7')`.execute(connection)
      // the second migration of a start (the admin's seed migrates too) must not wait on process_states
      const migrated = await Promise.race([
        migrateCommandTables(database.db).then(() => "migrated" as const),
        new Promise<"waited">((resolve) => setTimeout(() => resolve("waited"), 3_000))
      ])
      await sql`rollback`.execute(connection)
      return migrated
    })
    expect(save).toBe("migrated")
  })
})
