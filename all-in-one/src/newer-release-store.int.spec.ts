import { sql } from "kysely"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { copyMigratedPGlite } from "./testing/migrated-store"
import { startTestApp } from "./testing/test-app"
import { startFixtureApp, type FixtureStore } from "./upgrade-fixtures/fixture-app"

/*
 * Going back a release is a restore of the backup taken before the upgrade (root README
 * "Upgrading"): an older release started on a store a newer one migrated refuses, and says why and
 * what to do, instead of running beside tables it does not know.
 */

const dataDirs: string[] = []
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
})

/** A store this code migrated, then given `table`'s record of a migration only a newer release has. */
const storeOfANewerRelease = async (table: "event_store_migrations" | "read_model_migrations", name: string): Promise<FixtureStore> => {
  const dataDir = mkdtempSync(join(tmpdir(), "timber-newer-"))
  dataDirs.push(dataDir)
  if (!process.env.DATABASE_URL) copyMigratedPGlite(dataDir)
  const app = await startTestApp(process.env.DATABASE_URL ? {} : { dataDir })
  await sql`insert into ${sql.table(table)} (name) values (${name})`.execute(app.database.db)
  const store = { dataDir, databaseUrl: app.databaseUrl, databaseSchema: app.databaseSchema }
  await app.close()
  return store
}

describe("a store a newer release migrated", () => {
  it("given a read-model migration this release does not know, then the start is refused in words that say what to do", async () => {
    const store = await storeOfANewerRelease("read_model_migrations", "29991231_0001_from_a_newer_release")
    // twice: a refused start let go of the data dir and the server's connections, so the next one is told the same
    for (const attempt of [1, 2])
      await expect(startFixtureApp(store), `attempt ${attempt}`).rejects.toThrow(
        "This database was migrated by a newer release of Timber Works (read models migrations this release does not know: 29991231_0001_from_a_newer_release). " +
          "Start that release again, or restore the backup taken before the upgrade to run this one."
      )
  }, 180_000)

  it("given an event-store migration this release does not know, then the start is refused in the same words", async () => {
    const store = await storeOfANewerRelease("event_store_migrations", "29991231_0005_from_a_newer_release")
    await expect(startFixtureApp(store)).rejects.toThrow(
      "This database was migrated by a newer release of Timber Works (event store migrations this release does not know: 29991231_0005_from_a_newer_release)."
    )
  }, 180_000)
})
