import { toSystemSettings, type SystemSettings, type SystemSettingsValues } from "@timber/contracts"
import type { ReadDb } from "../database"
import { SETTINGS_ROW } from "./settings.projection"

/** The system settings: section 9's defaults with every recorded change on top. */
export const readSettings = async (db: ReadDb): Promise<SystemSettings> => {
  const row = await db.selectFrom("system_settings").selectAll().where("id", "=", SETTINGS_ROW).executeTakeFirst()
  const changed = (typeof row?.changed === "string" ? JSON.parse(row.changed) : (row?.changed ?? {})) as Partial<SystemSettingsValues>
  return toSystemSettings(changed, row?.smtp_password_set ?? false, row ? new Date(row.updated_at).toISOString() : null)
}
