import {
  EditedRecords,
  NotFound,
  SettingsMessages,
  SETTING_KEYS,
  SettingsPayload,
  settingsVersionOf,
  toSystemSettings,
  ValidationError,
  type SettingKey
} from "@timber/contracts"
import { SETTINGS_STREAM, SettingsDecider, type SettingsState } from "@timber/domain"
import type { RecordedEvent } from "@timber/eventstore"
import { Effect, ParseResult, Schema } from "effect"
import { sql } from "kysely"
import { CommandContext } from "./context"
import { streamOf, type EditedRecord, type Outcome, type Streams } from "./execute"
import { streamTimes } from "./history"
import { streamNow } from "./stream-now"

const SMTP_PASSWORD = "smtpPassword"

/** The settings as the API shows them, through the one view the read side uses too; `changes`: how many the stream holds (their version). */
const settingsOf = (state: SettingsState, updatedAt: string | null, changes: number) =>
  toSystemSettings(state.values, state.smtpPasswordSet, updatedAt, settingsVersionOf(changes))

const settings = streamOf(SettingsDecider, SETTINGS_STREAM)

/** The keys a stored settings event changed (the password's event changes `smtpPassword`). */
const keysChangedBy = (event: RecordedEvent): ReadonlyArray<string> =>
  event.type === "SmtpPasswordChanged" ? [SMTP_PASSWORD] : Object.keys((event.data as { readonly to?: object } | null)?.to ?? {})

/**
 * The settings a form saves: their version is how many changes the stream holds,
 * and a save made on an older one is stale only when one of the keys it saves changed after it,
 * so a colleague's change to another tab's (or another key's) setting leaves an open form current.
 * Only the changes after the version seen are looked at: the check reads the stream's tail.
 */
const editedSettings = (keys: ReadonlyArray<string>): EditedRecord<SettingsState> => ({
  ref: settings,
  subject: EditedRecords.setting,
  versionOf: (_state, recorded) => settingsVersionOf(recorded.length),
  stillCurrent: (seen, recorded) => {
    if (!/^\d+$/.test(seen) || Number(seen) > recorded.length) return false
    for (let i = Number(seen); i < recorded.length; i++) if (keysChangedBy(recorded[i]!).some((key) => keys.includes(key))) return false
    return true
  },
  current: ({ state, trail, version }) => Effect.succeed(settingsOf(state, version === "0" ? null : trail.updatedAt, Number(version)))
})

/** The settings as of every event appended: the sign-in lockout reads its limit here. */
export const currentSettings = Effect.gen(function* () {
  const { state, recorded } = yield* streamNow(settings)
  return settingsOf(state, recorded.length === 0 ? null : streamTimes(recorded).updatedAt, recorded.length)
})

/**
 * A change of settings as a form saves it: its decision, and the record it edits, refused (412)
 * when a key it saves changed since the version the form loaded (If-Match, else the body's).
 */
export const settingsChange = (payload: SettingsPayload) => {
  const { smtpPassword, version: bodyVersion, ...values } = payload
  const saved = Object.entries(payload).flatMap(([key, value]) => (key !== "version" && value !== undefined ? [key] : []))
  return {
    decide: (streams: Streams) =>
      streams.decide(settings, { _tag: "ChangeSettings", values, smtpPasswordSet: smtpPassword === undefined ? null : smtpPassword !== "" }),
    edited: { ...editedSettings(saved), bodyVersion }
  }
}

/**
 * The SMTP password goes to `system_secrets` once its change is decided and stored (a stale save
 * stores no secret); the log only says it is set.
 */
export const storeSmtpPassword = (smtpPassword: string | undefined) =>
  Effect.flatMap(CommandContext, ({ database }) =>
    smtpPassword === undefined
      ? Effect.void
      : Effect.promise(() =>
          smtpPassword === ""
            ? sql`delete from system_secrets where name = ${SMTP_PASSWORD}`.execute(database.db)
            : sql`insert into system_secrets (name, value) values (${SMTP_PASSWORD}, ${smtpPassword})
                on conflict (name) do update set value = excluded.value, updated_at = now()`.execute(database.db)
        ).pipe(Effect.asVoid)
  )

/** The settings as a change left them: answered from its command, no second read of the stream. */
export const settingsAfter = (outcome: Outcome<unknown>) => {
  const changed = outcome.executed(settings)
  return settingsOf(changed.state, changed.touches.length === 0 ? null : changed.trail.updatedAt, changed.touches.length)
}

const decodePayload = Schema.decodeUnknown(SettingsPayload)

/** PUT /api/settings/{key}: one value, checked by the same field schema as the whole form. */
export const settingPayloadFor = (key: string, value: unknown) =>
  Effect.gen(function* () {
    if (key !== SMTP_PASSWORD && !SETTING_KEYS.includes(key as SettingKey)) return yield* new NotFound({ message: SettingsMessages.unknownKey(key) })
    return yield* decodePayload({ [key]: value }).pipe(
      Effect.mapError(
        (error) =>
          new ValidationError({
            message: ParseResult.ArrayFormatter.formatErrorSync(error)[0]?.message ?? SettingsMessages.unknownKey(key),
            details: ParseResult.ArrayFormatter.formatErrorSync(error)
          })
      )
    )
  })
