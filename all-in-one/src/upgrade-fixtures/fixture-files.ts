import { execFileSync, spawnSync } from "node:child_process"
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { gunzipSync, gzipSync } from "node:zlib"
import type { FixtureIds } from "./factory-history"
import type { ScreenAnswers } from "./screen-answers"

/**
 * Where the releases' fixtures live: one folder per release, each with
 *   pglite/data.tar.gz      the PGlite data dir (pglite/ and files/) as the release left it
 *   pglite/expected.json    what every screen answered on it
 *   postgres/dump.sql.gz    pg_dump (plain SQL) of the release's schema
 *   postgres/files.tar.gz   the uploaded files' bytes (the data dir's files/, beside the database)
 *   postgres/expected.json
 */
export const FIXTURES_DIR = join(import.meta.dirname, "../../fixtures")

/** The schema the PostgreSQL fixture keeps everything in, in the dump and in every restore. */
export const FIXTURE_SCHEMA = "timber"

export interface FixtureRecord {
  /** The release that wrote it: package version, commit and day. */
  readonly release: { readonly version: string; readonly commit: string; readonly writtenOn: string }
  readonly ids: FixtureIds
  /** The position of the history's last event: the audit's reads stop there. */
  readonly logHead: string
  readonly answers: ScreenAnswers
}

export const releaseFolders = (): ReadonlyArray<string> =>
  existsSync(FIXTURES_DIR)
    ? readdirSync(FIXTURES_DIR)
        .filter((name) => name.startsWith("release-"))
        .sort()
        .map((name) => join(FIXTURES_DIR, name))
    : []

export const readRecord = (folder: string): FixtureRecord => JSON.parse(readFileSync(join(folder, "expected.json"), "utf8")) as FixtureRecord

export const writeRecord = (folder: string, record: FixtureRecord) => writeFileSync(join(folder, "expected.json"), `${JSON.stringify(record, null, 2)}\n`)

/** Packs `entries` of `dir` into a tar.gz (the system's tar: a few MB, no new dependency). */
export const packFolder = (dir: string, entries: ReadonlyArray<string>, archive: string) =>
  execFileSync("tar", ["-czf", archive, "-C", dir, ...entries.filter((entry) => existsSync(join(dir, entry)))])

export const unpackFolder = (archive: string, dir: string) => execFileSync("tar", ["-xzf", archive, "-C", dir])

/** `url` with another database name. */
export const onDatabase = (url: string, database: string) => {
  const other = new URL(url)
  other.pathname = `/${database}`
  return other.toString()
}

/** A plain-SQL dump of the schema, gzip'd: no owners or grants, so it restores as any user. */
export const dumpSchema = (databaseUrl: string, archive: string) => {
  const sql = execFileSync("pg_dump", ["--no-owner", "--no-privileges", `--schema=${FIXTURE_SCHEMA}`, databaseUrl], { maxBuffer: 256 * 1024 * 1024 })
  writeFileSync(archive, gzipSync(sql, { level: 9 }))
}

/** Restores a dump written by `dumpSchema` into `databaseUrl` (an empty database) with psql; any error stops it. */
export const restoreDump = (archive: string, databaseUrl: string) => {
  const restored = spawnSync("psql", ["-v", "ON_ERROR_STOP=1", "-q", "-X", databaseUrl], { input: gunzipSync(readFileSync(archive)), encoding: "utf8" })
  if (restored.error) throw restored.error
  if (restored.status !== 0) throw new Error(`psql could not restore ${archive}: ${restored.stderr}`)
}
