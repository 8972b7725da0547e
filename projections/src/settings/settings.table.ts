export interface SystemSettingsTable {
  /** One row: "global". */
  id: string
  /** The settings changed from their defaults, by key. */
  changed: unknown
  smtp_password_set: boolean
  updated_at: string
  /** How many changes the settings hold (migration 20261207_1200): what a save carries in If-Match. */
  version: string | null
}

export interface SettingsChangesTable {
  /** The event's id and the setting's key. */
  id: string
  setting_key: string
  /** The value before and after, as JSON (null: the default applied / a secret's state). */
  from_value: unknown
  to_value: unknown
  changed_at: string
  /** The e-mail of who changed it, from the event's metadata (null on an event without one). */
  changed_by: string | null
  log_position: string | number | bigint
}
