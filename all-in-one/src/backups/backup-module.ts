import { readManifest, takeBackup, type BackupManifest, type BackupSource } from "../backup"
import type { ArchiveFacts, BackupEngine } from "./backup-engine"

/** An archive's name ending in the backups folder: the listing looks for it, and a download serves nothing else. */
export const BACKUP_EXTENSION = ".timber-backup"

const factsOf = (manifest: BackupManifest): ArchiveFacts => ({ takenAt: manifest.createdAt, position: manifest.position, events: manifest.counts.events })

/** The backup core (src/backup/) as the Backups tab's engine: `takeBackup` writes the file whole or not at all. */
export const backupEngineFor = (source: BackupSource): BackupEngine => ({
  extension: BACKUP_EXTENSION,
  take: async (file, onProgress) => {
    onProgress({ fraction: 0, step: "Events" })
    // the events are most of an archive: their share of the bar; the keys, secrets and files after them are the rest
    const manifest = await takeBackup(source, file, (done, total) => onProgress({ fraction: total === 0 ? 0.9 : (0.9 * done) / total, step: "Events" }))
    return factsOf(manifest)
  },
  describe: async (file) => factsOf(await readManifest(file))
})
