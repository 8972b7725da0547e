import { toSystemSettings, type SettingChange, type SystemSettings, type SystemSettingsValues } from "@timber/contracts"
import { sql } from "kysely"
import type { ReadDb } from "../database"
import { SETTINGS_ROW } from "./settings.projection"

/** The system settings: section 9's defaults with every recorded change on top. */
export const readSettings = async (db: ReadDb): Promise<SystemSettings> => {
  const row = await db.selectFrom("system_settings").selectAll().where("id", "=", SETTINGS_ROW).executeTakeFirst()
  const changed = (typeof row?.changed === "string" ? JSON.parse(row.changed) : (row?.changed ?? {})) as Partial<SystemSettingsValues>
  return toSystemSettings(changed, row?.smtp_password_set ?? false, row ? new Date(row.updated_at).toISOString() : null, row?.version ?? "0")
}

/** The history of the settings named (all when none), newest first; at most `limit` changes. */
export const listSettingChanges = async (db: ReadDb, keys: ReadonlyArray<string>, limit = 200): Promise<ReadonlyArray<SettingChange>> => {
  // the values as their JSON text, parsed once here: the drivers already parse jsonb, and parsing
  // their answer again broke on every text setting ("Acme" is a string, not JSON)
  let query = db
    .selectFrom("settings_changes")
    .select(["setting_key", "changed_at", "changed_by", sql<string>`from_value::text`.as("from_json"), sql<string>`to_value::text`.as("to_json")])
    .orderBy("log_position", "desc")
    .orderBy("setting_key")
    .limit(limit)
  if (keys.length > 0) query = query.where("setting_key", "in", keys)
  const rows = await query.execute()
  const json = (text: string | null): unknown => (text === null ? null : JSON.parse(text))
  return rows.map((row) => ({
    key: row.setting_key,
    from: json(row.from_json),
    to: json(row.to_json),
    changedAt: new Date(row.changed_at).toISOString(),
    changedBy: row.changed_by
  }))
}
