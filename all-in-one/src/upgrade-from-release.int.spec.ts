import { migrateCommandTables } from "@timber/command-service/storage/migrate"
import { EVENT_STORE_MIGRATION_NAMES, migrateEventStore } from "@timber/eventstore/postgres/schema"
import { migrateReadModels, READ_MODEL_MIGRATION_NAMES } from "@timber/projections"
import { sql, type Kysely } from "kysely"
import { randomUUID } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningApp } from "./app"
import { fixtureReader, startFixtureApp, type FixtureStore } from "./upgrade-fixtures/fixture-app"
import { FIXTURE_SCHEMA, onDatabase, readRecord, releaseFolders, restoreDump, unpackFolder, type FixtureRecord } from "./upgrade-fixtures/fixture-files"
import { readEveryScreen } from "./upgrade-fixtures/screen-answers"

/*
 * Upgrades (issue 40 item 2): each release's fixture (all-in-one/fixtures/, written by
 * `npm run fixtures:upgrade`) is opened by this code: the PGlite data dir unpacked, the PostgreSQL
 * dump restored into a new database (when DATABASE_URL is set). The product migrates it forward at
 * start, says it is ready, answers every screen as the release did, keeps its stock books clean and
 * takes a new LOT. Every migration is recorded, in the order the code lists them, and running them
 * again changes nothing.
 */

const serverUrl = process.env.DATABASE_URL

/** What migrating changes: every column, index and function of the schema, and what the migration tables say. */
const schemaFingerprint = async (db: Kysely<any>) => {
  const columns = await sql<{ t: string }>`
    select table_name || '.' || column_name || ':' || data_type || ':' || is_nullable || ':' || coalesce(column_default, '') as t
    from information_schema.columns where table_schema = current_schema() order by 1`.execute(db)
  const indexes = await sql<{ t: string }>`select indexname || ':' || indexdef as t from pg_indexes where schemaname = current_schema() order by 1`.execute(db)
  const functions = await sql<{ t: string }>`
    select p.proname || ':' || md5(p.prosrc) as t from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = current_schema() order by 1`.execute(db)
  return { columns: columns.rows.map((r) => r.t), indexes: indexes.rows.map((r) => r.t), functions: functions.rows.map((r) => r.t), ...(await recorded(db)) }
}

/** The migrations the store records, in the order they ran. */
const recorded = async (db: Kysely<any>) => ({
  store: (await sql<{ name: string }>`select name from event_store_migrations order by applied_at, name`.execute(db)).rows.map((r) => r.name),
  readModels: (await sql<{ name: string }>`select name from read_model_migrations order by applied_at, name`.execute(db)).rows.map((r) => r.name)
})

const untilReady = async (app: RunningApp) => {
  let last = ""
  for (let tries = 0; tries < 120; tries++) {
    const response = await fetch(`${app.url}/api/ready`)
    if (response.status === 200) return
    last = `${response.status} ${await response.text()}`
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`never ready: ${last}`)
}

/** The checks every fixture goes through, on the store `open` prepares from it. */
const upgradesFrom = (engine: "pglite" | "postgres", open: (folder: string) => Promise<FixtureStore & { readonly remove: () => Promise<void> }>) => {
  for (const release of releaseFolders()) {
    const folder = join(release, engine)
    describe(`the ${engine} store of ${release.split("/").pop()}`, () => {
      let record: FixtureRecord
      let store: FixtureStore & { readonly remove: () => Promise<void> }
      let app: RunningApp
      beforeAll(async () => {
        record = readRecord(folder)
        store = await open(folder)
        app = await startFixtureApp(store)
        await untilReady(app)
      }, 120_000)
      afterAll(async () => {
        await app?.close()
        await store?.remove()
      })

      it("answers every screen as the release did: the same rows and figures, new fields aside", async () => {
        const answers = await readEveryScreen(record.ids, record.logHead, await fixtureReader(app))
        // call by call, so a difference names its screen; a later release may add fields (a new setting with its
        // default), never change or drop what the release answered, nor add or lose a row
        for (const [call, answer] of Object.entries(record.answers)) expect(answers[call], call).toMatchObject(answer as object)
        expect(Object.keys(answers).sort()).toEqual(Object.keys(record.answers).sort())
      })

      it("keeps its stock books clean and takes a new LOT, which its list then shows", async () => {
        const read = await fixtureReader(app)
        expect(await (await read("admin", "/management/stock/verify")).json()).toMatchObject({ mismatches: [] })
        const login = await fetch(`${app.url}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "admin@timber.works", password: "ChangeMe-2026!" })
        })
        const { token } = (await login.json()) as { token: string }
        const created = await fetch(`${app.url}/api/management/wood-receipts`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({
            wood_type_id: record.ids.woodTypeId,
            supplier: "Sao Hill",
            receipt_date: "2026-12-01",
            lot_number: "AFTER-UPGRADE-1",
            purchase_order: "PO-UP"
          })
        })
        expect(created.status, await created.clone().text()).toBe(201)
        const lots = (await (await read("admin", "/management/wood-receipts")).json()) as { items: ReadonlyArray<{ lotNumber: string }> }
        expect(lots.items.map((lot) => lot.lotNumber)).toContain("AFTER-UPGRADE-1")
        expect(lots.items.map((lot) => lot.lotNumber)).toContain(record.ids.lotNumber)
      })

      it("recorded every migration of the store and of the read models, in the code's order, and running them again changes nothing", async () => {
        const db = app.database.db
        const before = await schemaFingerprint(db)
        expect(before.store).toEqual(EVENT_STORE_MIGRATION_NAMES)
        expect(before.readModels).toEqual(READ_MODEL_MIGRATION_NAMES)
        await migrateEventStore(db)
        await migrateCommandTables(db)
        await migrateReadModels(db)
        expect(await schemaFingerprint(db)).toEqual(before)
      })
    })
  }
}

describe("an upgrade from each release's PGlite data dir", () => {
  upgradesFrom("pglite", async (folder) => {
    const dataDir = mkdtempSync(join(tmpdir(), "timber-upgrade-"))
    unpackFolder(join(folder, "data.tar.gz"), dataDir)
    return { dataDir, remove: async () => rmSync(dataDir, { recursive: true, force: true }) }
  })
})

describe.skipIf(!serverUrl)("an upgrade from each release's PostgreSQL dump", () => {
  upgradesFrom("postgres", async (folder) => {
    const name = `timber_upgrade_${randomUUID().replace(/-/g, "").slice(0, 12)}`
    const server = new pg.Client({ connectionString: serverUrl })
    await server.connect()
    await server.query(`create database ${name}`)
    await server.end()
    const databaseUrl = onDatabase(serverUrl!, name)
    restoreDump(join(folder, "dump.sql.gz"), databaseUrl)
    const dataDir = mkdtempSync(join(tmpdir(), "timber-upgrade-"))
    unpackFolder(join(folder, "files.tar.gz"), dataDir)
    return {
      dataDir,
      databaseUrl,
      databaseSchema: FIXTURE_SCHEMA,
      remove: async () => {
        rmSync(dataDir, { recursive: true, force: true })
        const again = new pg.Client({ connectionString: serverUrl })
        await again.connect()
        await again.query(`drop database if exists ${name} with (force)`)
        await again.end()
      }
    }
  })
})
