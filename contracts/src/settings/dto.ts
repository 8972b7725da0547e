import { Schema } from "effect"
import { money, notMoney } from "../shared/money"
import { Bounds } from "../shared/bounds"
import { DRYING_SETTINGS_DEFAULTS, DryingSettingsFields } from "../drying/settings"
import { BACKUP_SCHEDULE_DEFAULTS, BackupScheduleFields } from "../backups/schedule"
import { boundedNumber, boundedText, flag } from "../shared/fields"
import { RecordVersion, SeenVersionField } from "../shared/record-version"

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
  // as stored: an old value under today's floor still reads (SettingsPayload holds new ones to the floor)
  maxLoginAttempts: boundedNumber("Max login attempts", Bounds.maxLoginAttemptsStored),
  electricityPricePerKWh: boundedNumber("Electricity price", Bounds.electricityPrice),
  ...DryingSettingsFields,
  ...BackupScheduleFields
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
  ...DRYING_SETTINGS_DEFAULTS,
  ...BACKUP_SCHEDULE_DEFAULTS
}

/** What GET /api/settings answers: every value, and whether an SMTP password is set (never the password). */
const adminsAlone = "GET /api/settings answers an ADMIN alone, and an ADMIN holds every amount"

/** The settings whose value is money (TZS); a drying setting's page shows it. */
const MONEY_SETTING_KEYS: ReadonlySet<string> = new Set(["ovenPurchasePrice", "maintenanceCostPerYear", "laborCostPerHour", "electricityPricePerKWh"])
/** Whether a setting's value is money (TZS): hidden from, and not set by, a user without amount on drying-settings. */
export const isMoneySettingKey = (key: string) => MONEY_SETTING_KEYS.has(key)
const isMoneySetting = (record: Readonly<Record<string, unknown>>) => typeof record.key === "string" && isMoneySettingKey(record.key)

export const SystemSettings = Schema.Struct({
  ...SettingsFields,
  electricityPricePerKWh: notMoney(SettingsFields.electricityPricePerKWh, adminsAlone),
  ovenPurchasePrice: notMoney(SettingsFields.ovenPurchasePrice, adminsAlone),
  maintenanceCostPerYear: notMoney(SettingsFields.maintenanceCostPerYear, adminsAlone),
  laborCostPerHour: notMoney(SettingsFields.laborCostPerHour, adminsAlone),
  smtpPasswordSet: Schema.Boolean,
  updatedAt: Schema.NullOr(Schema.String),
  /** How many changes the settings hold (view.ts settingsVersionOf): a save carries the one its form loaded. */
  version: RecordVersion
})
export type SystemSettings = typeof SystemSettings.Type

const maxLoginAttemptsFloor = (min: number) => `Max login attempts must be at least ${min}: fewer would let a few wrong passwords lock an account`

/** PUT /api/settings: any subset; `smtpPassword` sets the secret (an empty string clears it). */
export const SettingsPayload = Schema.Struct({
  ...(Object.fromEntries(Object.entries(SettingsFields).map(([key, field]) => [key, Schema.optional(field)])) as {
    readonly [K in SettingKey]: Schema.optional<(typeof SettingsFields)[K]>
  }),
  // what an administrator may set: at least 3, refused in words below it, on the server and in the console
  maxLoginAttempts: Schema.optional(
    boundedNumber("Max login attempts", Bounds.maxLoginAttempts, { belowMin: maxLoginAttemptsFloor(Bounds.maxLoginAttempts.min) })
  ),
  smtpPassword: Schema.optional(boundedText("SMTP password", Bounds.text.password)),
  ...SeenVersionField
})
export type SettingsPayload = typeof SettingsPayload.Type

/** The allowance each device gets: the setting, and never under the floor (a value stored before the floor counts as it). */
export const effectiveMaxLoginAttempts = (stored: number) => Math.max(Bounds.maxLoginAttempts.min, stored)

/** GET/PUT /api/settings/{key} (spec section 7): one value. */
export const SettingKeyPath = Schema.Struct({ key: Schema.String })
export const SettingValue = Schema.Struct({ key: Schema.String, value: money("drying-settings", Schema.Unknown, isMoneySetting), version: RecordVersion })
export type SettingValue = typeof SettingValue.Type
export const SettingValuePayload = Schema.Struct({ value: Schema.Unknown, ...SeenVersionField })

/** GET /api/settings/history: the changes of the settings named (comma separated), or of all. */
export const SettingsHistoryQuery = Schema.Struct({ keys: Schema.optional(Schema.String) })
/** One setting changed: from what to what, when and by whom (newest first in the history). */
export const SettingChange = Schema.Struct({
  key: Schema.String,
  from: money("drying-settings", Schema.Unknown, isMoneySetting),
  to: money("drying-settings", Schema.Unknown, isMoneySetting),
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
  saved: "Settings saved successfully",
  maxLoginAttemptsFloor
} as const
