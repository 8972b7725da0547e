export interface SystemSettingsTable {
  /** One row: "global". */
  id: string
  /** The settings changed from their defaults, by key. */
  changed: unknown
  smtp_password_set: boolean
  updated_at: string
}
