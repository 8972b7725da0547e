import { minutesOfDay } from "@timber/contracts"
import { sql, type Kysely } from "kysely"

/** What the schedule needs to know, read fresh at each check (an ADMIN may change it any time). */
export interface BackupScheduleSettings {
  readonly backupsDaily: boolean
  readonly backupTime: string
}

export interface BackupScheduleOptions {
  readonly db: Kysely<any>
  readonly settings: () => Promise<BackupScheduleSettings>
  /** Starts a backup (the shelf's `start`), for "schedule". */
  readonly start: () => Promise<void>
  /** Who claims the day's run (the log line says which process took it). */
  readonly claimant: string
  readonly now?: () => Date
  readonly everyMs?: number
  readonly log?: (line: string) => void
}

export interface BackupSchedule {
  /** Looks at the clock and the settings now, as the timer does; true when this call claimed and started the day's backup. */
  readonly check: () => Promise<boolean>
  readonly stop: () => void
}

/** The server's local day, "YYYY-MM-DD": the day a run is claimed for. */
const dayOf = (at: Date) => `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, "0")}-${String(at.getDate()).padStart(2, "0")}`

/**
 * The daily backup: once the server's clock passes the time set, the day's run is claimed with a
 * unique row, so of several processes on one database exactly one takes it (the others find the day
 * claimed). A process that starts after the time the same day still takes that day's backup.
 */
export const startBackupSchedule = async (options: BackupScheduleOptions): Promise<BackupSchedule> => {
  const now = options.now ?? (() => new Date())
  const log = options.log ?? (() => {})
  // one at a time with the other migrations (the same advisory lock): processes starting together on a
  // fresh schema would otherwise race on PostgreSQL's catalog
  await options.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(7411002)`.execute(trx)
    await sql`create table if not exists backup_schedule_claims (
        day text primary key,
        claimed_by text not null,
        claimed_at timestamptz not null default now()
      )`.execute(trx)
  })

  const claim = async (day: string) => {
    const { rows } = await sql<{ day: string }>`insert into backup_schedule_claims (day, claimed_by) values (${day}, ${options.claimant})
        on conflict (day) do nothing returning day`.execute(options.db)
    return rows.length === 1
  }

  let checking: Promise<boolean> | null = null
  const check = () =>
    (checking ??= (async () => {
      try {
        const settings = await options.settings()
        const at = now()
        if (!settings.backupsDaily || at.getHours() * 60 + at.getMinutes() < minutesOfDay(settings.backupTime)) return false
        if (!(await claim(dayOf(at)))) return false
        log(`backups: the daily backup of ${dayOf(at)} starts (${options.claimant})`)
        await options.start()
        return true
      } catch (error) {
        log(`backups: the daily backup check failed: ${error instanceof Error ? error.stack : String(error)}`)
        return false
      } finally {
        checking = null
      }
    })())

  const timer = setInterval(() => void check(), options.everyMs ?? 30_000)
  timer.unref()
  return { check, stop: () => clearInterval(timer) }
}
