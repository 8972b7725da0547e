import { migrateCommandTables } from "@timber/command-service/storage/migrate"
import { openDatabase, type Database } from "@timber/eventstore"
import { migrateEventStore } from "@timber/eventstore/postgres/schema"
import { migrateReadModels } from "@timber/projections"
import { randomUUID } from "node:crypto"
import { constants, cpSync, existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"

/*
 * Every test app used to migrate an empty store itself: the event store, the command tables and
 * some sixty read-model migrations, on every app of every file. The store is migrated once per test
 * run instead (vitest's global setup, `migrate-once.global-setup.ts`) and each app starts on a copy:
 * a PGlite data dir copied file by file, a PostgreSQL database cloned with CREATE DATABASE … TEMPLATE.
 * The copies are what a first start would make, short of the admin (seeded by each app as before), and
 * each app still migrates on start (finding nothing to do). Without the global setup (a spec run by
 * another runner) the names below are unset and an app migrates its own empty store, as before.
 */

/** The migrated PGlite data dir a test run copies for each app. */
export const MIGRATED_PGLITE_ENV = "TIMBER_TEST_MIGRATED_PGLITE"
/** The migrated PostgreSQL database (on DATABASE_URL's server) a test run clones for each app. */
export const MIGRATED_DATABASE_ENV = "TIMBER_TEST_MIGRATED_DATABASE"
/** The schema the migrated database keeps everything in; every clone has it under the same name. */
export const MIGRATED_SCHEMA = "timber"

/** What a first start migrates, and nothing it writes (the admin is each app's own). */
const migrateAll = async (database: Database) => {
  await migrateEventStore(database.db)
  await migrateCommandTables(database.db)
  await migrateReadModels(database.db)
}

/** `url` with another database name. */
const onDatabase = (url: string, database: string) => {
  const other = new URL(url)
  other.pathname = `/${database}`
  return other.toString()
}

const onServer = async <A>(url: string, body: (client: pg.Client) => Promise<A>): Promise<A> => {
  const client = new pg.Client({ connectionString: url })
  client.on("error", () => undefined)
  await client.connect()
  try {
    return await body(client)
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** A migrated PGlite data dir in a temporary folder; the folder to remove afterwards. */
export const migratePGliteOnce = async (): Promise<{ readonly dataDir: string; readonly remove: () => void }> => {
  const folder = mkdtempSync(join(tmpdir(), "timber-migrated-"))
  const dataDir = join(folder, "pglite")
  const database = await openDatabase({ dataDir })
  try {
    await migrateAll(database)
  } finally {
    await database.close()
  }
  return { dataDir, remove: () => rmSync(folder, { recursive: true, force: true }) }
}

/** The databases cloned from `template`: named after it, so a run's teardown finds its own and no other run's. */
const clonesOf = (template: string) => `${template}_app`

/**
 * A migrated database on `url`'s server, to be cloned and never opened again (PostgreSQL clones
 * only a template nobody is connected to); its drop, with every clone made from it.
 */
export const migrateDatabaseOnce = async (url: string): Promise<{ readonly name: string; readonly drop: () => Promise<void> }> => {
  const name = `timber_migrated_${randomUUID().replace(/-/g, "").slice(0, 12)}`
  await onServer(url, (client) => client.query(`create database ${name}`))
  const database = await openDatabase({ databaseUrl: onDatabase(url, name), schema: MIGRATED_SCHEMA, poolSize: 1 })
  try {
    await migrateAll(database)
  } finally {
    await database.close()
  }
  const drop = () =>
    onServer(url, async (client) => {
      const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where datname like '${clonesOf(name)}%'`)
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`)
      await client.query(`drop database if exists ${name} with (force)`)
    })
  return { name, drop }
}

/**
 * Puts a copy of the run's migrated PGlite store where an app on `dataDir` opens its own, unless
 * there is none or that data dir already holds a store (a restart on the same data).
 */
export const copyMigratedPGlite = (dataDir: string, env: NodeJS.ProcessEnv = process.env): void => {
  const migrated = env[MIGRATED_PGLITE_ENV]
  const target = join(dataDir, "pglite")
  if (!migrated || existsSync(target)) return
  // a copy-on-write clone where the file system offers one, else a plain copy
  cpSync(migrated, target, { recursive: true, mode: constants.COPYFILE_FICLONE })
}

export interface ClonedDatabase {
  readonly databaseUrl: string
  readonly databaseSchema: string
  readonly drop: () => Promise<void>
}

/**
 * A database of its own cloned from the run's migrated one on `url`'s server; null when the run has none.
 * Left in place when the app closes: the run's teardown drops every clone at once (a drop waits on
 * PostgreSQL's checkpoint, seconds under load, and would be paid by every file).
 */
export const cloneMigratedDatabase = async (url: string, env: NodeJS.ProcessEnv = process.env): Promise<ClonedDatabase | null> => {
  const template = env[MIGRATED_DATABASE_ENV]
  if (!template) return null
  const name = `${clonesOf(template)}_${randomUUID().replace(/-/g, "").slice(0, 12)}`
  await onServer(url, (client) => client.query(`create database ${name} template ${template}`))
  return { databaseUrl: onDatabase(url, name), databaseSchema: MIGRATED_SCHEMA, drop: async () => {} }
}
