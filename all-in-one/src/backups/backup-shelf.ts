import { BackupMessages, IDLE_BACKUP_RUN, NotFound, type Backup, type BackupRun, type BackupShelfShape } from "@timber/contracts"
import { Effect } from "effect"
import { createReadStream } from "node:fs"
import { mkdir, readdir, rm, stat } from "node:fs/promises"
import { basename, join } from "node:path"
import { Readable } from "node:stream"
import type { ArchiveFacts, BackupEngine } from "./backup-engine"

export interface BackupShelfOptions {
  readonly directory: string
  readonly engine: BackupEngine
  /** How many backups to keep (the schedule's "Backups kept"), read after each successful backup. */
  readonly kept: () => Promise<number>
  readonly now?: () => Date
  readonly log?: (line: string) => void
}

export interface BackupShelf extends BackupShelfShape {
  /** The archives' file name ending: what the folder's listing looks for. */
  readonly extension: string
  /** Resolves when the run in progress (if any) has finished: tests and a stop wait for it. */
  readonly settled: () => Promise<void>
}

/** A name made from the time it was taken: sorts by time, and holds nothing a path could misread. */
const archiveName = (at: Date, extension: string) => `timber-works-${at.toISOString().replace(/[:.]/g, "-")}${extension}`

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The backups folder and the one backup that may run at a time in this process. The engine writes
 * an archive whole or not at all (under another name until complete), so the list and the downloads
 * only ever see finished archives; after a successful one the oldest beyond the count kept are deleted.
 */
export const makeBackupShelf = async (options: BackupShelfOptions): Promise<BackupShelf> => {
  const { directory, engine } = options
  const now = options.now ?? (() => new Date())
  const log = options.log ?? (() => {})
  await mkdir(directory, { recursive: true })
  // a manifest is read once per file (name, size and time of change): the list costs one stat per archive after that
  const facts = new Map<string, { readonly stamp: string; readonly facts: ArchiveFacts | null }>()
  let run: BackupRun = IDLE_BACKUP_RUN
  let running: Promise<void> = Promise.resolve()

  const backupOf = async (name: string): Promise<Backup | null> => {
    const file = join(directory, name)
    const found = await stat(file).catch(() => null)
    if (!found?.isFile()) return null
    const stamp = `${found.size}/${found.mtimeMs}`
    let known = facts.get(name)
    if (known?.stamp !== stamp) {
      known = { stamp, facts: await engine.describe(file).catch(() => null) }
      facts.set(name, known)
    }
    return known.facts && { name, sizeBytes: found.size, ...known.facts }
  }

  const listed = async (): Promise<ReadonlyArray<Backup>> => {
    const names = (await readdir(directory)).filter((name) => name.endsWith(engine.extension))
    const backups = (await Promise.all(names.map(backupOf))).filter((b): b is Backup => b !== null)
    return backups.sort((a, b) => b.takenAt.localeCompare(a.takenAt) || b.name.localeCompare(a.name))
  }

  const keepNewest = async () => {
    const count = await options.kept()
    for (const old of (await listed()).slice(count)) {
      await rm(join(directory, old.name), { force: true })
      facts.delete(old.name)
      log(`backups: deleted ${old.name} (keeping the newest ${count})`)
    }
  }

  const take = async (startedBy: string, startedAt: Date) => {
    const name = archiveName(startedAt, engine.extension)
    try {
      await engine.take(join(directory, name), (progress) => {
        if (run.state === "running") run = { ...run, progress: Math.min(1, Math.max(0, progress.fraction)), step: progress.step }
      })
      const backup = await backupOf(name)
      if (!backup) throw new Error("the archive written cannot be read back")
      await keepNewest()
      run = { ...run, state: "succeeded", progress: 1, step: null, backup }
      log(`backups: ${name} taken for ${startedBy} (${backup.sizeBytes} bytes, position ${backup.position})`)
    } catch (error) {
      run = { ...run, state: "failed", step: null, failure: BackupMessages.failed(reasonOf(error)) }
      log(`backups: the backup for ${startedBy} failed: ${error instanceof Error ? error.stack : String(error)}`)
    }
  }

  return {
    directory,
    extension: engine.extension,
    list: Effect.promise(listed),
    run: Effect.sync(() => run),
    start: (startedBy) =>
      Effect.sync(() => {
        // one at a time: a second click, or the schedule while one runs, answers the run in progress
        if (run.state === "running") return run
        const startedAt = now()
        run = { ...IDLE_BACKUP_RUN, state: "running", startedBy, startedAt: startedAt.toISOString(), step: "Starting" }
        running = take(startedBy, startedAt)
        return run
      }),
    open: (name) =>
      Effect.flatMap(
        // only a finished archive of this folder, by its bare name: no path reaches another file
        Effect.promise(() => (name === basename(name) && name.endsWith(engine.extension) ? backupOf(name) : Promise.resolve(null))),
        (backup) =>
          backup === null
            ? Effect.fail(new NotFound({ message: BackupMessages.notFound }))
            : Effect.sync(() => ({
                name: backup.name,
                sizeBytes: backup.sizeBytes,
                bytes: Readable.toWeb(createReadStream(join(directory, backup.name))) as ReadableStream<Uint8Array>
              }))
      ),
    settled: () => running
  }
}
