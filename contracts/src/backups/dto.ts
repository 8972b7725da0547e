import { Schema } from "effect"

/** One archive in the backups folder, as its manifest describes it. */
export const Backup = Schema.Struct({
  /** The file's name in the backups folder: what a download asks for. */
  name: Schema.String,
  /** When it was taken (ISO 8601). */
  takenAt: Schema.String,
  sizeBytes: Schema.Number,
  /** The event log's position it holds everything up to. */
  position: Schema.String,
  /** How many events it holds. */
  events: Schema.Number
})
export type Backup = typeof Backup.Type

/** What "Back up now" (or the schedule) is doing: one run at a time per process. */
export const BackupRun = Schema.Struct({
  state: Schema.Literal("idle", "running", "succeeded", "failed"),
  /** "schedule", or the e-mail of the ADMIN who asked. */
  startedBy: Schema.NullOr(Schema.String),
  startedAt: Schema.NullOr(Schema.String),
  /** 0 to 1. */
  progress: Schema.Number,
  /** What it is copying now, in words ("Events", "Stored files"). */
  step: Schema.NullOr(Schema.String),
  /** Why it failed, in words. */
  failure: Schema.NullOr(Schema.String),
  /** The backup it took, once it succeeded. */
  backup: Schema.NullOr(Backup)
})
export type BackupRun = typeof BackupRun.Type

/** GET /api/backups: the backups, newest first, and the run in progress or last finished. */
export const BackupList = Schema.Struct({ backups: Schema.Array(Backup), run: BackupRun, directory: Schema.String })
export type BackupList = typeof BackupList.Type

export const BackupNamePath = Schema.Struct({ name: Schema.String })

export const IDLE_BACKUP_RUN: BackupRun = { state: "idle", startedBy: null, startedAt: null, progress: 0, step: null, failure: null, backup: null }

export const BackupMessages = {
  notFound: "That backup is not in the backups folder",
  notHere: "Backups are taken by the process that owns the data directory (npm start); this service does not take them. Use npm run backup on that machine.",
  started: "Backup started",
  finished: "Backup finished",
  failed: (reason: string) => `The backup failed: ${reason}`,
  empty: "No backups yet. Back up now, or turn on the daily backup.",
  loadFailed: "Failed to load backups"
} as const
