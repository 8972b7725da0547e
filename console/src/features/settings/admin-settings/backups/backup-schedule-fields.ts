import { Bounds } from "@timber/contracts"
import type { SettingField } from "../components/SettingsTab"

/** The daily backup's settings, saved like every settings tab's (one change event, shown in the audit). */
export const BACKUP_SCHEDULE_FIELDS: ReadonlyArray<SettingField> = [
  { key: "backupsDaily", kind: "toggle", label: "Back up every day", hint: "At the time below, by the server's clock" },
  { key: "backupTime", kind: "time", label: "Backup time", hint: "The server's time of day" },
  {
    key: "backupsKept",
    kind: "number",
    label: "Backups kept",
    step: 1,
    min: Bounds.backupsKept.min,
    hint: `After each successful backup, the oldest beyond this many are deleted (${Bounds.backupsKept.min} to ${Bounds.backupsKept.max})`
  }
]
