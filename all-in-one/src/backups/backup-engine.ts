/** Where a backup being taken has got to. */
export interface BackupProgress {
  /** 0 to 1. */
  readonly fraction: number
  /** What it copies now, in words. */
  readonly step: string
}

/** What an archive's manifest says about it. */
export interface ArchiveFacts {
  readonly takenAt: string
  readonly position: string
  readonly events: number
}

/**
 * The backup module as the Backups tab uses it: take one archive into a file, and read what an
 * archive holds. The all-in-one's adapter (`backup-module.ts`) joins it to the backup core.
 */
export interface BackupEngine {
  /** The archives' file name ending: the shelf lists only such files. */
  readonly extension: string
  /** Writes the archive to `file` whole or not at all: it appears under that name only when complete. */
  readonly take: (file: string, onProgress: (progress: BackupProgress) => void) => Promise<ArchiveFacts>
  /** null: not an archive this version can read (the shelf leaves such files out of the list). */
  readonly describe: (file: string) => Promise<ArchiveFacts | null>
}
