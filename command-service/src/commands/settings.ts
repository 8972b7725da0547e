import { NotFound, SettingsMessages, SETTING_KEYS, SettingsPayload, toSystemSettings, ValidationError, type SettingKey } from "@timber/contracts"
import { SETTINGS_STREAM, SettingsDecider, type SettingsState } from "@timber/domain"
import { Effect, ParseResult, Schema } from "effect"
import { sql } from "kysely"
import { CommandContext } from "./context"
import { execute, loadAggregate, type CommandEnvelope } from "./execute"
import { streamTimes } from "./history"

const SMTP_PASSWORD = "smtpPassword"

/** The settings as the API shows them, through the one view the read side uses too. */
const settingsOf = (state: SettingsState, updatedAt: string | null) => toSystemSettings(state.values, state.smtpPasswordSet, updatedAt)

/** The settings as of every event appended: the sign-in lockout reads its limit here. */
export const currentSettings = Effect.gen(function* () {
  const { store } = yield* CommandContext
  const { state, recorded } = yield* loadAggregate(store, SettingsDecider, SETTINGS_STREAM).pipe(Effect.orDie)
  return settingsOf(state, recorded.length === 0 ? null : streamTimes(recorded).updatedAt)
})

/** Changes settings; the SMTP password goes to `system_secrets`, the log only says it is set. */
export const changeSettings = (payload: SettingsPayload, envelope: CommandEnvelope) =>
  Effect.gen(function* () {
    const { store, database } = yield* CommandContext
    const { smtpPassword, ...values } = payload
    if (smtpPassword !== undefined) {
      yield* Effect.promise(() =>
        smtpPassword === ""
          ? sql`delete from system_secrets where name = ${SMTP_PASSWORD}`.execute(database.db)
          : sql`insert into system_secrets (name, value) values (${SMTP_PASSWORD}, ${smtpPassword})
                on conflict (name) do update set value = excluded.value, updated_at = now()`.execute(database.db)
      )
    }
    const changed = yield* execute(
      store,
      SettingsDecider,
      SETTINGS_STREAM,
      { _tag: "ChangeSettings", values, smtpPasswordSet: smtpPassword === undefined ? null : smtpPassword !== "" },
      envelope
    )
    // answered from the state the change left: no second read of the stream
    return { settings: settingsOf(changed.state, changed.touches.length === 0 ? null : changed.trail.updatedAt), position: changed.position }
  })

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
