import { decodeEvent, LiveTopics, metadataOf, SETTINGS_EVENT_TYPES, SettingsEvent } from "@timber/contracts"
import { absurd } from "effect"
import { batched, type Projection } from "../runner/projection"
import { decodeOrPoison } from "../runner/row-writes"

export const SETTINGS_ROW = "global"

/** The one settings row: read once per batch, every change of the batch folded into it, written once. */
export const settingsProjection: Projection = {
  name: "system-settings",
  version: 1,
  eventTypes: SETTINGS_EVENT_TYPES,
  tables: ["system_settings"],
  ...batched(async (trx, events) => {
    if (events.length === 0) return []
    const row = await trx.selectFrom("system_settings").selectAll().where("id", "=", SETTINGS_ROW).executeTakeFirst()
    let changed = (typeof row?.changed === "string" ? JSON.parse(row.changed) : (row?.changed ?? {})) as Record<string, unknown>
    let smtpPasswordSet = row?.smtp_password_set ?? false
    let updatedAt = ""
    for (const event of events) {
      const e = decodeOrPoison((recorded) => decodeEvent(SettingsEvent, recorded), event)
      switch (e._tag) {
        case "SystemSettingsChanged":
          changed = { ...changed, ...e.to }
          break
        case "SmtpPasswordChanged":
          smtpPasswordSet = e.isSet
          break
        default:
          return absurd(e)
      }
      updatedAt = metadataOf(event).occurredAt
    }
    const columns = { changed: JSON.stringify(changed), smtp_password_set: smtpPasswordSet, updated_at: updatedAt }
    await trx
      .insertInto("system_settings")
      .values({ id: SETTINGS_ROW, ...columns })
      .onConflict((oc) => oc.column("id").doUpdateSet(columns))
      .execute()
    return [LiveTopics.settings]
  }),
  reset: async (trx) => {
    await trx.deleteFrom("system_settings").execute()
  }
}
