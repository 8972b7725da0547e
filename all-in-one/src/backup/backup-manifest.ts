import { Data } from "effect"

/**
 * What a backup archive holds, written at its end (archive-file.ts) and read alone for a listing.
 * Positions are decimal strings: they outgrow a JavaScript number (a transaction id times 65,536).
 */
export interface BackupManifest {
  /** The archive's layout; a restore refuses a newer one than it reads (BACKUP_FORMAT_VERSION). */
  readonly formatVersion: number
  /** The product's version (the root package.json) that wrote it. */
  readonly productVersion: string
  readonly createdAt: string
  readonly engine: "postgres" | "pglite"
  /** The log's position the backup is complete up to: no event at or below it is missing (the store's watermark). */
  readonly position: string
  /** When the first and the last event in it were recorded (null for an empty log): the range a point-in-time restore can stop in. */
  readonly firstRecordedAt: string | null
  readonly lastRecordedAt: string | null
  readonly counts: BackupCounts
  /** Each part's place in the archive and the sha256 of its stored (compressed) bytes. */
  readonly parts: ReadonlyArray<BackupPart>
}

export interface BackupCounts {
  readonly events: number
  readonly streams: number
  readonly erasureKeys: number
  readonly files: number
  readonly credentials: number
  readonly blobs: number
  readonly secrets: number
  /** Subscribers erased up to the backup's position (their ids go in the erasure journal beside the archive). */
  readonly erasedSubscribers: number
}

export type BackupPartName = "events" | "erasure-keys" | "credentials" | "system-secrets" | "blobs" | "files" | "data-dir-secrets"

export interface BackupPart {
  readonly name: BackupPartName
  readonly offset: number
  readonly length: number
  readonly rows: number
  readonly sha256: string
}

/** What a restore did. */
export interface RestoreReport {
  /** The backup's own position, and the original position of the last event restored (below it for a point-in-time restore). */
  readonly backupPosition: string
  readonly restoredUpToPosition: string
  /** The restored store numbers its events 1, 2, 3, … in the original order: the new store's position of the last one. */
  readonly newHeadPosition: string
  readonly lastRecordedAt: string | null
  readonly events: number
  readonly eventsLeftOut: number
  readonly erasureKeys: number
  /** Subscribers whose keys the erasure journal destroyed after loading (erased after the backup was taken). */
  readonly erasuresApplied: number
  readonly files: number
  readonly credentials: number
  readonly blobs: number
  readonly secrets: number
  /** How long the projections took to replay the restored log (0 when the caller replays them itself). */
  readonly replayMs: number
}

/** The archive cannot be used: damaged, incomplete, of a newer format, or the target is not empty. Nothing was changed. */
export class BackupRefused extends Data.TaggedError("BackupRefused")<{ readonly reason: string }> {
  override get message() {
    return this.reason
  }
}

/** The archive layout this code writes and the newest it reads. */
export const BACKUP_FORMAT_VERSION = 1

/** With the log in EventStoreDB (EVENTSTORE_URL) neither command runs: the SQL tables alone hold no events. */
export const EVENTSTORE_REFUSAL =
  "The event log is in EventStoreDB (EVENTSTORE_URL): back it up and restore it with KurrentDB's own tools, and the read models' PostgreSQL database beside it; nothing was done."
