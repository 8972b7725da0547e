import { Context, type Effect } from "effect"
import type { NotFound } from "../shared/errors"
import type { Backup, BackupRun } from "./dto"

/** A backup's bytes as a download streams them. */
export interface BackupFile {
  readonly name: string
  readonly sizeBytes: number
  readonly bytes: ReadableStream<Uint8Array>
}

/**
 * The backups of the process that owns the data directory (the all-in-one): the services serve
 * the Backups endpoints through it and hold none of it themselves. A service started without one
 * (alone, beside the edge) answers those endpoints with `BackupMessages.notHere`.
 */
export interface BackupShelfShape {
  /** Newest first. */
  readonly list: Effect.Effect<ReadonlyArray<Backup>>
  readonly run: Effect.Effect<BackupRun>
  /** Starts a backup in the background, or answers the one already running (one intent, one effect). */
  readonly start: (startedBy: string) => Effect.Effect<BackupRun>
  readonly open: (name: string) => Effect.Effect<BackupFile, NotFound>
  /** Where the backups go (BACKUP_DIR, else the data dir's backups/). */
  readonly directory: string
}

export class BackupShelf extends Context.Tag("@timber/BackupShelf")<BackupShelf, BackupShelfShape | null>() {}
