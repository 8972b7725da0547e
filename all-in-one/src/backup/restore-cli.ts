import { isAbsolute, resolve } from "node:path"
import { dataDirFromEnv } from "../config"
import { BackupRefused, EVENTSTORE_REFUSAL } from "./backup-manifest"
import { restoreBackup, type RestoreOptions } from "./restore-backup"

/**
 * `npm run restore -- <file> [--to-position N | --to-time ISO] [--erasures <journal>]`: into the empty
 * store `npm start` would use (DATA_DIR, or DATABASE_URL [+ DATABASE_SCHEMA]), then every projection
 * replayed. The erasure journal beside the archive is applied unless another is named. Exit codes:
 * 0 restored, 1 refused (in words, nothing changed), 2 wrong usage.
 */
const USAGE = "usage: npm run restore -- <file> [--to-position N | --to-time 2026-12-01T18:00:00Z] [--erasures <journal>]"

const fromInvocation = (path: string) => (isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path))

const parse = (args: ReadonlyArray<string>): { file: string; options: RestoreOptions } | string => {
  let file: string | undefined
  const options: { -readonly [K in keyof RestoreOptions]: RestoreOptions[K] } = {}
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    const value = args[i + 1]
    if (arg === "--to-position") {
      if (value === undefined || !/^\d+$/.test(value)) return "--to-position takes a position (a whole number)."
      options.upToPosition = BigInt(value)
      i++
    } else if (arg === "--to-time") {
      const time = value === undefined ? NaN : Date.parse(value)
      if (Number.isNaN(time)) return "--to-time takes a time (ISO 8601, e.g. 2026-12-01T18:00:00Z)."
      options.upToTime = new Date(time)
      i++
    } else if (arg === "--erasures") {
      if (value === undefined) return "--erasures takes the erasure journal's path."
      options.erasureJournal = fromInvocation(value)
      i++
    } else if (arg.startsWith("-") || file !== undefined) return `Unknown argument ${arg}.`
    else file = fromInvocation(arg)
  }
  if (file === undefined) return "Name the backup to restore."
  if (options.upToPosition !== undefined && options.upToTime !== undefined) return "Stop at a position or at a time, not both."
  return { file, options }
}

const main = async (args: ReadonlyArray<string>): Promise<number> => {
  const parsed = parse(args)
  if (typeof parsed === "string") {
    console.error(`${parsed}\n${USAGE}`)
    return 2
  }
  const env = process.env
  if (env.EVENTSTORE_URL) {
    console.error(EVENTSTORE_REFUSAL)
    return 1
  }
  const report = await restoreBackup(
    parsed.file,
    { dataDir: dataDirFromEnv(env), databaseUrl: env.DATABASE_URL || undefined, databaseSchema: env.DATABASE_SCHEMA || undefined },
    { ...parsed.options, log: (line) => console.log(line) }
  )
  console.log(
    `Restored ${report.events} events up to position ${report.restoredUpToPosition} of the backup (position ${report.backupPosition})` +
      (report.eventsLeftOut > 0 ? `, ${report.eventsLeftOut} later events left out` : "") +
      `; the restored store's head is position ${report.newHeadPosition}. ` +
      `${report.files} files, ${report.credentials} credentials, ${report.erasureKeys} erasure keys` +
      (report.erasuresApplied > 0 ? `, ${report.erasuresApplied} subscribers erased since the backup kept erased` : "") +
      `. Start the product with \`npm start\`.`
  )
  if (env.JWT_SECRET) console.log("JWT_SECRET is set: start the product with the same secret the backed-up product used.")
  return 0
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (failure: unknown) => {
    console.error(failure instanceof BackupRefused ? failure.message : failure instanceof Error ? failure.message : String(failure))
    process.exit(1)
  }
)
