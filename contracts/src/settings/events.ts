import { Schema } from "effect"
import { money } from "../shared/money"
import { isMoneySettingKey, SettingsFields } from "./dto"

/** The settings that changed; a money setting's value is the drying settings page's money. */
const PartialValues = Schema.Struct(
  Object.fromEntries(
    Object.entries(SettingsFields).map(([key, field]) => [key, isMoneySettingKey(key) ? money("drying-settings", field) : Schema.optional(field)])
  ) as {
    readonly [K in keyof typeof SettingsFields]: Schema.optional<(typeof SettingsFields)[K]>
  }
)

/** The settings that changed, each from what to what. */
export const SystemSettingsChanged = Schema.TaggedStruct("SystemSettingsChanged", { from: PartialValues, to: PartialValues })
/** The SMTP password was set or cleared; the secret itself is never in the log. */
export const SmtpPasswordChanged = Schema.TaggedStruct("SmtpPasswordChanged", { isSet: Schema.Boolean })

export const SettingsEvent = Schema.Union(SystemSettingsChanged, SmtpPasswordChanged)
export type SettingsEvent = typeof SettingsEvent.Type
export const SETTINGS_EVENT_TYPES = ["SystemSettingsChanged", "SmtpPasswordChanged"] as const satisfies ReadonlyArray<SettingsEvent["_tag"]>

export type PartialSettings = typeof PartialValues.Type

export interface ChangeSettings {
  readonly _tag: "ChangeSettings"
  readonly values: PartialSettings
  /** null: the password is left as it is. */
  readonly smtpPasswordSet: boolean | null
}
export type SettingsCommand = ChangeSettings
