import { toSystemSettings, type SettingChange, type SystemSettings, type SystemSettingsValues } from "@timber/contracts"
import type { ReadDb } from "../database"
import { SETTINGS_ROW } from "./settings.projection"

/** The system settings: section 9's defaults with every recorded change on top. */
export const readSettings = async (db: ReadDb): Promise<SystemSettings> => {
  const row = await db.selectFrom("system_settings").selectAll().where("id", "=", SETTINGS_ROW).executeTakeFirst()
  const changed = (typeof row?.changed === "string" ? JSON.parse(row.changed) : (row?.changed ?? {})) as Partial<SystemSettingsValues>
  return toSystemSettings(changed, row?.smtp_password_set ?? false, row ? new Date(row.updated_at).toISOString() : null)
}

/** The history of the settings named (all when none), newest first; at most `limit` changes. */
export const listSettingChanges = async (db: ReadDb, keys: ReadonlyArray<string>, limit = 200): Promise<ReadonlyArray<SettingChange>> => {
  let query = db.selectFrom("settings_changes").selectAll().orderBy("log_position", "desc").orderBy("setting_key").limit(limit)
  if (keys.length > 0) query = query.where("setting_key", "in", keys)
  const rows = await query.execute()
  const json = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value)
  return rows.map((row) => ({
    key: row.setting_key,
    from: json(row.from_value),
    to: json(row.to_value),
    changedAt: new Date(row.changed_at).toISOString(),
    changedBy: row.changed_by
  }))
}
