import { decodeEvent, LiveTopics, metadataOf, SETTINGS_EVENT_TYPES, SettingsEvent } from "@timber/contracts"
import type { Projection } from "../runner/projection"

export const SETTINGS_ROW = "global"

export const settingsProjection: Projection = {
  name: "system-settings",
  version: 1,
  eventTypes: SETTINGS_EVENT_TYPES,
  tables: ["system_settings"],
  apply: async (trx, event) => {
    const e = decodeEvent(SettingsEvent, event)
    const row = await trx.selectFrom("system_settings").selectAll().where("id", "=", SETTINGS_ROW).executeTakeFirst()
    const before = (typeof row?.changed === "string" ? JSON.parse(row.changed) : (row?.changed ?? {})) as Record<string, unknown>
    const changed = e._tag === "SystemSettingsChanged" ? { ...before, ...e.to } : before
    const smtpPasswordSet = e._tag === "SmtpPasswordChanged" ? e.isSet : (row?.smtp_password_set ?? false)
    await trx
      .insertInto("system_settings")
      .values({ id: SETTINGS_ROW, changed: JSON.stringify(changed), smtp_password_set: smtpPasswordSet, updated_at: metadataOf(event).occurredAt })
      .onConflict((oc) =>
        oc.column("id").doUpdateSet({ changed: JSON.stringify(changed), smtp_password_set: smtpPasswordSet, updated_at: metadataOf(event).occurredAt })
      )
      .execute()
    return [LiveTopics.settings]
  },
  reset: async (trx) => {
    await trx.deleteFrom("system_settings").execute()
  }
}
