import { metadataOf, SettingsMessages, SETTING_KEYS, SettingsPayload, NotFound, ValidationError, type SettingKey, type SystemSettings } from "@timber/contracts"
import { SETTINGS_STREAM, SettingsDecider } from "@timber/domain"
import { Effect, ParseResult, Schema } from "effect"
import { sql } from "kysely"
import { CommandContext } from "./context"
import { execute, loadAggregate, type CommandEnvelope } from "./execute"

const SMTP_PASSWORD = "smtpPassword"

/** The settings as of every event appended: the sign-in lockout reads its limit here. */
export const currentSettings = Effect.gen(function* () {
  const { store } = yield* CommandContext
  const { state, recorded } = yield* loadAggregate(store, SettingsDecider, SETTINGS_STREAM).pipe(Effect.orDie)
  const last = recorded[recorded.length - 1]
  const settings: SystemSettings = { ...state.values, smtpPasswordSet: state.smtpPasswordSet, updatedAt: last ? metadataOf(last).occurredAt : null }
  return settings
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
    const { position } = yield* execute(
      store,
      SettingsDecider,
      SETTINGS_STREAM,
      { _tag: "ChangeSettings", values, smtpPasswordSet: smtpPassword === undefined ? null : smtpPassword !== "" },
      envelope
    )
    return { settings: yield* currentSettings, position }
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
