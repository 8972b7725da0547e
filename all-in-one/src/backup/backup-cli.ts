import { DataDirInUse, fileStoreFromEnv, openDatabase } from "@timber/eventstore"
import { existsSync } from "node:fs"
import { isAbsolute, join, resolve } from "node:path"
import { dataDirFromEnv } from "../config"
import { askRunningProduct } from "./backup-door"
import { BackupRefused, EVENTSTORE_REFUSAL, type BackupManifest } from "./backup-manifest"
import { takeBackup } from "./take-backup"

/**
 * `npm run backup -- <file>`: one archive of the store `npm start` uses (DATA_DIR, DATABASE_URL,
 * DATABASE_SCHEMA), while it runs. On PostgreSQL it reads the database itself; on PGlite it asks the
 * running product through its data dir's backup door (backup-door.ts), or, when none runs, opens the
 * data dir itself. Exit codes: 0 written, 1 refused (in words), 2 wrong usage.
 */
const USAGE = "usage: npm run backup -- <file>"

const showProgress = (done: number, total: number) => {
  if (process.stderr.isTTY) process.stderr.write(`\rbacking up: ${done} of ${total}`)
}

const describe = (file: string, manifest: BackupManifest) =>
  `Backup written to ${file}: position ${manifest.position}, ${manifest.counts.events} events in ${manifest.counts.streams} streams, ` +
  `${manifest.counts.files} files, ${manifest.counts.erasureKeys} erasure keys, ${manifest.counts.credentials} credentials.`

const main = async (args: ReadonlyArray<string>): Promise<number> => {
  if (args.length !== 1 || args[0]!.startsWith("-")) {
    console.error(USAGE)
    return 2
  }
  const file = isAbsolute(args[0]!) ? args[0]! : resolve(process.env.INIT_CWD ?? process.cwd(), args[0]!)
  const env = process.env
  const dataDir = dataDirFromEnv(env)
  // the log lives in KurrentDB then: an archive of the SQL tables alone would hold no events, a backup in name only
  if (env.EVENTSTORE_URL) {
    console.error(EVENTSTORE_REFUSAL)
    return 1
  }
  if (existsSync(file)) {
    console.error(`${file} exists already: name a new file (a backup never overwrites one).`)
    return 1
  }
  if (!env.DATABASE_URL && !existsSync(join(dataDir, "pglite", "PG_VERSION"))) {
    console.error(`No data at ${join(dataDir, "pglite")}: set DATA_DIR to the product's data dir (or DATABASE_URL).`)
    return 1
  }
  const opened = await openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    schema: env.DATABASE_SCHEMA || undefined,
    dataDir: env.DATABASE_URL ? undefined : join(dataDir, "pglite"),
    poolSize: 2
  }).then(
    (database) => ({ database }),
    (failure: unknown) => ({ failure })
  )
  let manifest: BackupManifest
  if ("failure" in opened) {
    if (!(opened.failure instanceof DataDirInUse)) throw opened.failure
    // the product runs on this PGlite: it takes the backup itself
    manifest = await askRunningProduct(dataDir, file, showProgress)
  } else {
    try {
      manifest = await takeBackup({ database: opened.database, fileStore: fileStoreFromEnv(env, dataDir), dataDir }, file, showProgress)
    } finally {
      await opened.database.close()
    }
  }
  if (process.stderr.isTTY) process.stderr.write("\n")
  console.log(describe(file, manifest))
  return 0
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (failure: unknown) => {
    console.error(failure instanceof BackupRefused ? failure.message : failure instanceof Error ? failure.message : String(failure))
    process.exit(1)
  }
)
