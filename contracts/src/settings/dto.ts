import { Schema } from "effect"
import { Bounds } from "../shared/bounds"
import { DRYING_SETTINGS_DEFAULTS, DryingSettingsFields } from "../drying/settings"
import { boundedNumber, boundedText, flag } from "../shared/fields"

/**
 * System settings (administration spec section 3 "System settings"), kept on the server as
 * events of one stream. The SMTP password is not among them: it is a secret, kept beside the
 * password hashes and never returned (`smtpPasswordSet` says whether one is set).
 */
export const SettingsFields = {
  showDevelopmentLabels: flag("Show development labels"),
  enableUserRegistration: flag("Enable user registration"),
  enableNotifications: flag("Enable notifications"),
  enableMaintenance: flag("Maintenance mode"),
  enableAuditLog: flag("Enable audit log"),
  smtpServer: boundedText("SMTP server", Bounds.text.line),
  smtpPort: boundedNumber("SMTP port", Bounds.smtpPort),
  smtpUsername: boundedText("SMTP username", Bounds.text.line),
  twoFactorAuth: flag("Two-factor authentication"),
  passwordExpiry: boundedNumber("Password expiry", Bounds.passwordExpiryDays),
  maxLoginAttempts: boundedNumber("Max login attempts", Bounds.maxLoginAttempts),
  electricityPricePerKWh: boundedNumber("Electricity price", Bounds.electricityPrice),
  ...DryingSettingsFields
} as const

export const SystemSettingsValues = Schema.Struct(SettingsFields)
export type SystemSettingsValues = typeof SystemSettingsValues.Type
export type SettingKey = keyof SystemSettingsValues
export const SETTING_KEYS = Object.keys(SettingsFields) as ReadonlyArray<SettingKey>

/** Section 9 defaults (the toggles the spec leaves open: notifications and the audit log on, the rest off). */
export const SETTINGS_DEFAULTS: SystemSettingsValues = {
  showDevelopmentLabels: false,
  enableUserRegistration: false,
  enableNotifications: true,
  enableMaintenance: false,
  enableAuditLog: true,
  smtpServer: "",
  smtpPort: 587,
  smtpUsername: "",
  twoFactorAuth: false,
  passwordExpiry: 90,
  maxLoginAttempts: 5,
  electricityPricePerKWh: 0.15,
  ...DRYING_SETTINGS_DEFAULTS
}

/** What GET /api/settings answers: every value, and whether an SMTP password is set (never the password). */
export const SystemSettings = Schema.Struct({ ...SettingsFields, smtpPasswordSet: Schema.Boolean, updatedAt: Schema.NullOr(Schema.String) })
export type SystemSettings = typeof SystemSettings.Type

/** PUT /api/settings: any subset; `smtpPassword` sets the secret (an empty string clears it). */
export const SettingsPayload = Schema.Struct({
  ...(Object.fromEntries(Object.entries(SettingsFields).map(([key, field]) => [key, Schema.optional(field)])) as {
    readonly [K in SettingKey]: Schema.optional<(typeof SettingsFields)[K]>
  }),
  smtpPassword: Schema.optional(boundedText("SMTP password", Bounds.text.password))
})
export type SettingsPayload = typeof SettingsPayload.Type

/** GET/PUT /api/settings/{key} (spec section 7): one value. */
export const SettingKeyPath = Schema.Struct({ key: Schema.String })
export const SettingValue = Schema.Struct({ key: Schema.String, value: Schema.Unknown })
export const SettingValuePayload = Schema.Struct({ value: Schema.Unknown })

/** GET /api/settings/history: the changes of the settings named (comma separated), or of all. */
export const SettingsHistoryQuery = Schema.Struct({ keys: Schema.optional(Schema.String) })
/** One setting changed: from what to what, when and by whom (newest first in the history). */
export const SettingChange = Schema.Struct({
  key: Schema.String,
  from: Schema.Unknown,
  to: Schema.Unknown,
  changedAt: Schema.String,
  changedBy: Schema.NullOr(Schema.String)
})
export type SettingChange = typeof SettingChange.Type

/** The keys a history query names; none: every setting. */
export const historyKeysOf = (keys: string | undefined): ReadonlyArray<string> =>
  (keys ?? "")
    .split(",")
    .map((key) => key.trim())
    .filter((key) => key !== "")

export const SettingsMessages = {
  unknownKey: (key: string) => `There is no setting named ${key}`,
  secretNotReadable: "The SMTP password is never shown once set",
  saved: "Settings saved successfully"
} as const
