import { Effect } from "effect"
import { execFileSync } from "node:child_process"
import { randomUUID } from "node:crypto"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"
import { recordFactoryHistory, type FixtureIds } from "./factory-history"
import { fixtureReader, startFixtureApp, type FixtureStore } from "./fixture-app"
import { dumpSchema, FIXTURE_SCHEMA, FIXTURES_DIR, onDatabase, packFolder, writeRecord, type FixtureRecord } from "./fixture-files"
import { differingReads, readEveryScreen, type ScreenAnswers } from "./screen-answers"

/*
 * `npm run fixtures:upgrade` (DATABASE_URL names a PostgreSQL server; psql and pg_dump on the path):
 * the current release records its factory history on an empty PGlite data dir and on a fresh
 * PostgreSQL database, and leaves both, with what every screen answered, under
 * all-in-one/fixtures/release-<version>-<day>/. Run at each release; commit the folder.
 */

const ROOT = join(import.meta.dirname, "../../..")

const release = () => ({
  version: (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version,
  commit: execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim(),
  writtenOn: new Date().toISOString().slice(0, 10)
})

/**
 * The history recorded on `store`, every screen read, the product stopped and started again on
 * the same data and every screen read again: the two must agree, or a field depends on the moment
 * of the read and the comparison of an upgrade would be noise.
 */
const recordOn = async (store: FixtureStore): Promise<{ ids: FixtureIds; logHead: string; answers: ScreenAnswers }> => {
  const first = await startFixtureApp(store)
  let ids: FixtureIds
  let logHead: string
  let answers: ScreenAnswers
  try {
    ids = await recordFactoryHistory(first)
    await first.processesSettled()
    logHead = (await Effect.runPromise(first.store.headPosition())).toString()
    answers = await readEveryScreen(ids, logHead, await fixtureReader(first))
  } finally {
    await first.close()
  }
  const again = await startFixtureApp(store)
  try {
    const reread = await readEveryScreen(ids, logHead, await fixtureReader(again))
    const differing = differingReads(answers, reread)
    if (differing.length > 0)
      throw new Error(
        `these answers changed across a restart on the same data; pin or leave out their read-time fields (screen-answers.ts):\n${differing
          .map((key) => `${key}\n  before: ${JSON.stringify(answers[key])}\n  after:  ${JSON.stringify(reread[key])}`)
          .join("\n")}`
      )
  } finally {
    await again.close()
  }
  return { ids, logHead, answers }
}

const sizeOf = (file: string) => `${(statSync(file).size / 1024).toFixed(0)} kB`

const writePGliteFixture = async (folder: string, written: FixtureRecord["release"]) => {
  const dataDir = mkdtempSync(join(tmpdir(), "timber-fixture-pglite-"))
  try {
    const { ids, logHead, answers } = await recordOn({ dataDir })
    mkdirSync(folder, { recursive: true })
    // the store and the uploaded files; the jwt-secret stays out (the fixtures' products are given theirs)
    packFolder(dataDir, ["pglite", "files"], join(folder, "data.tar.gz"))
    writeRecord(folder, { release: written, ids, logHead, answers })
    console.log(`PGlite: ${join(folder, "data.tar.gz")} (${sizeOf(join(folder, "data.tar.gz"))})`)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const writePostgresFixture = async (serverUrl: string, folder: string, written: FixtureRecord["release"]) => {
  const name = `timber_fixture_${randomUUID().replace(/-/g, "").slice(0, 12)}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const databaseUrl = onDatabase(serverUrl, name)
  const dataDir = mkdtempSync(join(tmpdir(), "timber-fixture-postgres-"))
  try {
    const { ids, logHead, answers } = await recordOn({ dataDir, databaseUrl, databaseSchema: FIXTURE_SCHEMA })
    mkdirSync(folder, { recursive: true })
    dumpSchema(databaseUrl, join(folder, "dump.sql.gz"))
    packFolder(dataDir, ["files"], join(folder, "files.tar.gz"))
    writeRecord(folder, { release: written, ids, logHead, answers })
    console.log(`PostgreSQL: ${join(folder, "dump.sql.gz")} (${sizeOf(join(folder, "dump.sql.gz"))})`)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

const main = async () => {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl)
    throw new Error("DATABASE_URL must name a PostgreSQL server (postgres://postgres@127.0.0.1:5432/postgres): the fixture's dump is written there")
  const written = release()
  const folder = join(FIXTURES_DIR, `release-${written.version}-${written.writtenOn}`)
  // a release's fixtures are the truth later releases are held to: never replaced by accident
  if (existsSync(folder)) throw new Error(`${folder} exists: remove it first if this release's fixtures are to be written again`)
  await writePGliteFixture(join(folder, "pglite"), written)
  await writePostgresFixture(serverUrl, join(folder, "postgres"), written)
  console.log(`Upgrade fixtures of ${written.version} (${written.commit}) written to ${folder}: commit the folder.`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
)
