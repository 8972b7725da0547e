import { Schema } from "effect"
import { Bounds } from "../shared/bounds"
import { boundedNumber, flag } from "../shared/fields"
import { ValidationMessages } from "../shared/validation-messages"

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/

/** The backup schedule's time of day, "HH:MM" on the server's clock (24 hours). */
export const timeOfDay = (label: string) =>
  Schema.String.annotations({ message: () => ValidationMessages.notTimeOfDay(label) }).pipe(
    Schema.filter((s) => TIME_OF_DAY.test(s), { message: () => ValidationMessages.notTimeOfDay(label) })
  )

/**
 * The Backups tab's schedule: kept among the system settings (one stream, one read row), so each
 * change is a settings event saying who changed what from what to what, as the other tabs' are.
 */
export const BackupScheduleFields = {
  backupsDaily: flag("Daily backup"),
  backupTime: timeOfDay("Backup time"),
  backupsKept: boundedNumber("Backups kept", Bounds.backupsKept)
} as const

export type BackupScheduleKey = keyof typeof BackupScheduleFields
export const BACKUP_SCHEDULE_KEYS = Object.keys(BackupScheduleFields) as ReadonlyArray<BackupScheduleKey>

/** Off until an ADMIN turns it on; when on, at 02:00 and the newest 7 kept. */
export const BACKUP_SCHEDULE_DEFAULTS = { backupsDaily: false, backupTime: "02:00", backupsKept: 7 } as const satisfies {
  readonly [K in BackupScheduleKey]: (typeof BackupScheduleFields)[K]["Type"]
}

/** The minutes past midnight of an "HH:MM" time of day. */
export const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
