import { Schema } from "effect"
import { optionalText, requiredText } from "../shared/fields"

export const CalculatorMessages = {
  woodTypeRequired: "Please select a wood type",
  dimensionsRequired: "Please enter all dimensions",
  priceRequired: "Please enter price per plank",
  saveRequired: "Please fill in all required fields",
  figuresDisagree: "The figures do not match the calculator's formula; calculate again and save",
  notFound: "Calculation not found",
  notYours: "You can only see and change your own calculations",
  loaded: "Calculation loaded from history",
  copied: "Calculation copied to clipboard",
  copyFailed: "Failed to copy calculation",
  saveFailed: "Failed to save calculation",
  fetchFailed: "Failed to fetch calculations",
  calculateFailed: "Failed to calculate. Please check your inputs."
} as const

const positive = (label: string, message: string) =>
  Schema.propertySignature(
    Schema.Number.annotations({ message: () => message }).pipe(Schema.filter((n) => Number.isFinite(n) && n > 0, { message: () => `${label} must be more than 0` }))
  ).annotations({ missingMessage: () => message })

const optionalFigure = Schema.optional(Schema.NullOr(Schema.Number.annotations({ message: () => "Calculated figures must be numbers" })))

export const SaveCalculationPayload = Schema.Struct({
  user_id: Schema.optional(Schema.String),
  wood_type_id: requiredText("Wood type", CalculatorMessages.woodTypeRequired, 100),
  thickness: positive("Thickness", CalculatorMessages.dimensionsRequired),
  width: positive("Width", CalculatorMessages.dimensionsRequired),
  length: positive("Length", CalculatorMessages.dimensionsRequired),
  price_per_plank: Schema.propertySignature(
    Schema.Number.annotations({ message: () => CalculatorMessages.priceRequired }).pipe(Schema.filter((n) => Number.isFinite(n) && n >= 0, { message: () => "Price per plank must be 0 or more" }))
  ).annotations({ missingMessage: () => CalculatorMessages.priceRequired }),
  tax_percentage: Schema.optional(Schema.Number.pipe(Schema.filter((n) => Number.isFinite(n) && n >= 0 && n <= 100, { message: () => "VAT must be between 0 and 100" }))),
  volume_m3: optionalFigure,
  planks_per_m3: optionalFigure,
  price_per_m3: optionalFigure,
  notes: optionalText("Notes")
})
export type SaveCalculationPayload = typeof SaveCalculationPayload.Type

export const Calculation = Schema.Struct({
  id: Schema.String,
  user_id: Schema.String,
  wood_type_id: Schema.String,
  thickness: Schema.Number,
  width: Schema.Number,
  length: Schema.Number,
  price_per_plank: Schema.Number,
  tax_percentage: Schema.Number,
  volume_m3: Schema.Number,
  planks_per_m3: Schema.Number,
  price_per_m3: Schema.Number,
  notes: Schema.NullOr(Schema.String),
  created_at: Schema.String,
  wood_type: Schema.NullOr(Schema.Struct({ id: Schema.String, name: Schema.String }))
})
export type Calculation = typeof Calculation.Type

/** Default VAT percent (spec section 9). */
export const DEFAULT_VAT = 18
