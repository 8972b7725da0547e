import { DryingSettingsFields, type DryingSettingKey } from "@timber/contracts"
import { annualDepreciation, depreciationRatePercent, monthlyDepreciation } from "@timber/domain/calculators/drying-cost"
import { Schema } from "effect"
import { typedNumber } from "../../../../lib/form-validation"
import type { DryingSettings } from "../api/drying-settings"

/** One number box of the page: its setting, label, unit and the step the browser offers. */
export interface DryingSettingField {
  readonly key: DryingSettingKey
  readonly label: string
  readonly unit: "TZS" | "years" | "%"
  readonly step: number
}

/**
 * Section 2.4's two groups. The target wood humidity is a drying setting too, but the page does
 * not offer it: the completion estimate works to the spec's fixed 12 percent (section 9), and a
 * box that changed nothing would mislead (console README, Wood Drying Settings). Every box here
 * is charged to each batch (domain calculators/drying-cost.ts). The depreciation rate is no box
 * (it was saved and never used): the oven is written off straight over its
 * lifespan, so its rate is 100 / lifespan % a year, shown beside the depreciation it gives.
 */
export const OVEN_COSTS: ReadonlyArray<DryingSettingField> = [
  { key: "ovenPurchasePrice", label: "Oven purchase price", unit: "TZS", step: 1 },
  { key: "ovenLifespanYears", label: "Lifespan", unit: "years", step: 1 }
]
export const OPERATING_COSTS: ReadonlyArray<DryingSettingField> = [
  { key: "maintenanceCostPerYear", label: "Maintenance cost per year", unit: "TZS", step: 1 },
  { key: "laborCostPerHour", label: "Labour cost per hour", unit: "TZS", step: 1 }
]
export const PAGE_FIELDS = [...OVEN_COSTS, ...OPERATING_COSTS]
export type PageKey = (typeof PAGE_FIELDS)[number]["key"]

/** The form as typed: each box's text. */
export type DryingSettingsDraft = Readonly<Record<DryingSettingKey, string>>

export const draftOf = (settings: DryingSettings): DryingSettingsDraft =>
  Object.fromEntries(Object.entries(settings).map(([key, value]) => [key, value === undefined ? "" : String(value)])) as DryingSettingsDraft

/** The body the server decodes each value with (the same field schemas), every page field. */
export const DryingSettingsBody = Schema.Struct(Object.fromEntries(PAGE_FIELDS.map((f) => [f.key, DryingSettingsFields[f.key]])) as typeof DryingSettingsFields)
/**
 * Every page field as typed, for the body schema. A money setting that came without its value (no
 * amount) is checked as 0 while its box is empty: it is neither shown nor sent (`changedSettings`
 * leaves it out).
 */
export const bodyOf = (loaded: DryingSettings) => (draft: DryingSettingsDraft) =>
  Object.fromEntries(PAGE_FIELDS.map((f) => [f.key, loaded[f.key] === undefined && draft[f.key] === "" ? 0 : typedNumber(draft[f.key])]))

/** What Save Settings sends: only the settings whose value changed from what was loaded. */
export const changedSettings = (loaded: DryingSettings, draft: DryingSettingsDraft): Partial<Record<DryingSettingKey, number>> =>
  Object.fromEntries(PAGE_FIELDS.flatMap((f) => (typedNumber(draft[f.key]) === loaded[f.key] ? [] : [[f.key, typedNumber(draft[f.key])]])))

/**
 * The calculated depreciation, as typed (the domain's one definition, which the drying cost
 * uses too): null while the price or lifespan box does not hold a number.
 */
export const depreciationOf = (draft: DryingSettingsDraft) => {
  const price = typedNumber(draft.ovenPurchasePrice)
  const lifespan = typedNumber(draft.ovenLifespanYears)
  if (price === undefined || !Number.isFinite(price) || (lifespan !== undefined && !Number.isFinite(lifespan))) return null
  return { annual: annualDepreciation(price, lifespan), monthly: monthlyDepreciation(price, lifespan), ratePercent: depreciationRatePercent(lifespan) }
}
