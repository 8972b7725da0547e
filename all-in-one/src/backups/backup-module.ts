import type { Database, EventStore } from "@timber/eventstore"
import type { BackupEngine } from "./backup-engine"

/** The backup core (all-in-one/src/backup/) as the Backups tab's engine. */
export const backupEngineFor = (_: { readonly database: Database; readonly store: EventStore; readonly dataDir: string }): BackupEngine => ({
  extension: ".timber-backup",
  take: () => Promise.reject(new Error("the backup core is not wired in yet")),
  describe: async () => null
})
