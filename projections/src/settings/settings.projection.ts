import { decodeEvent, LiveTopics, metadataOf, SETTINGS_EVENT_TYPES, SettingsEvent, settingsVersionOf } from "@timber/contracts"
import { absurd } from "effect"
import { batched, type Projection } from "../runner/projection"
import { decodeOrPoison } from "../runner/row-writes"
import type { SettingsChangesTable } from "./settings.table"

export const SETTINGS_ROW = "global"

/**
 * The one settings row: read once per batch, every change of the batch folded into it, written
 * once; and a row per setting per change, so who changed what from what to what stays readable.
 */
export const settingsProjection: Projection = {
  name: "system-settings",
  // 2: the change history (settings_changes), filled from the whole log on the rebuild
  // 3: the settings' version, how many changes they hold (migration 20261207_1200)
  version: 3,
  eventTypes: SETTINGS_EVENT_TYPES,
  tables: ["system_settings", "settings_changes"],
  ...batched(async (trx, events) => {
    if (events.length === 0) return []
    const row = await trx.selectFrom("system_settings").selectAll().where("id", "=", SETTINGS_ROW).executeTakeFirst()
    let changed = (typeof row?.changed === "string" ? JSON.parse(row.changed) : (row?.changed ?? {})) as Record<string, unknown>
    let smtpPasswordSet = row?.smtp_password_set ?? false
    let updatedAt = ""
    let version = row?.version ?? "0"
    const history: Array<SettingsChangesTable> = []
    for (const event of events) {
      const e = decodeOrPoison((recorded) => decodeEvent(SettingsEvent, recorded), event)
      const metadata = metadataOf(event)
      const change = (key: string, from: unknown, to: unknown): SettingsChangesTable => ({
        id: `${event.id}/${key}`,
        setting_key: key,
        from_value: JSON.stringify(from ?? null),
        to_value: JSON.stringify(to ?? null),
        changed_at: metadata.occurredAt,
        changed_by: metadata.userEmail,
        log_position: event.position.toString()
      })
      switch (e._tag) {
        case "SystemSettingsChanged":
          changed = { ...changed, ...e.to }
          for (const [key, to] of Object.entries(e.to)) history.push(change(key, (e.from as Record<string, unknown>)[key], to))
          break
        case "SmtpPasswordChanged":
          smtpPasswordSet = e.isSet
          // the secret is never in the log: only whether one is set
          history.push(change("smtpPasswordSet", null, e.isSet))
          break
        default:
          return absurd(e)
      }
      updatedAt = metadata.occurredAt
      // every settings event is one change: the version is the stream's next revision (contracts settingsVersionOf)
      version = settingsVersionOf(event.revision + 1n)
    }
    if (history.length > 0)
      await trx
        .insertInto("settings_changes")
        .values(history)
        .onConflict((oc) => oc.column("id").doNothing())
        .execute()
    const columns = { changed: JSON.stringify(changed), smtp_password_set: smtpPasswordSet, updated_at: updatedAt, version }
    await trx
      .insertInto("system_settings")
      .values({ id: SETTINGS_ROW, ...columns })
      .onConflict((oc) => oc.column("id").doUpdateSet(columns))
      .execute()
    return [LiveTopics.settings]
  }),
  reset: async (trx) => {
    await trx.deleteFrom("system_settings").execute()
    await trx.deleteFrom("settings_changes").execute()
  }
}
