import { Bounds } from "../shared/bounds"
import { boundedNumber } from "../shared/fields"

/**
 * Wood Drying Settings (factory spec sections 2.4, 3 and 9): kept among the
 * system settings (one stream, one read row, GET/PUT /api/settings/{key}), each change a
 * settings event saying who changed what from what to what. Lifespan 0 counts as 1 in the
 * depreciation (domain calculators/drying-cost.ts).
 */
export const DryingSettingsFields = {
  ovenPurchasePrice: boundedNumber("Oven purchase price", Bounds.amount),
  ovenDepreciationRate: boundedNumber("Depreciation rate", Bounds.percentage),
  ovenLifespanYears: boundedNumber("Oven lifespan", Bounds.lifespanYears),
  targetWoodHumidity: boundedNumber("Target wood humidity", Bounds.percentage),
  maintenanceCostPerYear: boundedNumber("Maintenance cost per year", Bounds.amount),
  laborCostPerHour: boundedNumber("Labour cost per hour", Bounds.amount)
} as const

export type DryingSettingKey = keyof typeof DryingSettingsFields
export const DRYING_SETTING_KEYS = Object.keys(DryingSettingsFields) as ReadonlyArray<DryingSettingKey>

/** Section 9 defaults: purchase price 0, depreciation 10 %, lifespan 10 years, target humidity 12, maintenance 0, labour 0 (TZS). */
export const DRYING_SETTINGS_DEFAULTS: { readonly [K in DryingSettingKey]: number } = {
  ovenPurchasePrice: 0,
  ovenDepreciationRate: 10,
  ovenLifespanYears: 10,
  targetWoodHumidity: 12,
  maintenanceCostPerYear: 0,
  laborCostPerHour: 0
}

export const isDryingSettingKey = (key: string): key is DryingSettingKey => (DRYING_SETTING_KEYS as ReadonlyArray<string>).includes(key)

/** The Wood Drying Settings page's own messages (factory spec section 8). */
export const DryingSettingsMessages = {
  loadFailed: "Failed to load drying settings",
  saveFailed: "Failed to save settings. Please try again.",
  saved: "Settings saved successfully!"
} as const

/** Section 8: the success message hides after 3 seconds. */
export const DRYING_SETTINGS_SAVED_MS = 3000
