import { Schema } from "effect"
import { notMoney } from "../shared/money"
import { RecordVersion } from "../shared/record-version"
import { Bounds } from "../shared/bounds"
import { Page, pageParams } from "../shared/page"
import { ValidationMessages } from "../shared/validation-messages"
import { boundedNumber, optionalText, requiredNumber, requiredText } from "../shared/fields"

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

// the server recomputes the figures and refuses ones that disagree, so any number may arrive here
const optionalFigure = Schema.optional(Schema.NullOr(Schema.Number.annotations({ message: () => ValidationMessages.notNumber("A calculated figure") })))

export const SaveCalculationPayload = Schema.Struct({
  user_id: Schema.optional(Schema.String.pipe(Schema.maxLength(Bounds.text.id))),
  wood_type_id: requiredText("Wood type", CalculatorMessages.woodTypeRequired, Bounds.text.id),
  thickness: requiredNumber("Thickness", Bounds.plankDimension, CalculatorMessages.dimensionsRequired),
  width: requiredNumber("Width", Bounds.plankDimension, CalculatorMessages.dimensionsRequired),
  length: requiredNumber("Length", Bounds.plankDimension, CalculatorMessages.dimensionsRequired),
  price_per_plank: requiredNumber("Price per plank", Bounds.amount, CalculatorMessages.priceRequired),
  tax_percentage: Schema.optional(boundedNumber("VAT", Bounds.percentage)),
  volume_m3: optionalFigure,
  planks_per_m3: optionalFigure,
  price_per_m3: optionalFigure,
  notes: optionalText("Notes")
})
export type SaveCalculationPayload = typeof SaveCalculationPayload.Type

const ownCalculation = "the signed-in user's own calculation (each user lists only theirs): the prices they typed"

export const Calculation = Schema.Struct({
  id: Schema.String,
  user_id: Schema.String,
  wood_type_id: Schema.String,
  thickness: Schema.Number,
  width: Schema.Number,
  length: Schema.Number,
  price_per_plank: notMoney(Schema.Number, ownCalculation),
  tax_percentage: Schema.Number,
  volume_m3: Schema.Number,
  planks_per_m3: Schema.Number,
  price_per_m3: notMoney(Schema.Number, ownCalculation),
  notes: Schema.NullOr(Schema.String),
  created_at: Schema.String,
  wood_type: Schema.NullOr(Schema.Struct({ id: Schema.String, name: Schema.String })),
  /** The calculation's version (its stream's revision): a delete carries the one the history showed (If-Match). */
  version: RecordVersion
})
export type Calculation = typeof Calculation.Type

/** What a user's saved calculations sort by (GET /factory/calculations `sort`); newest first when none is named. */
export const CALCULATION_SORTS = ["createdAt", "pricePerPlank", "pricePerM3"] as const
export type CalculationSort = (typeof CALCULATION_SORTS)[number]

/** GET /factory/calculations: a page of one user's calculations (`user_id`, the caller's by default), searched (`q`) in the wood type and notes. */
export const CalculationListParams = Schema.Struct({
  ...pageParams(CALCULATION_SORTS),
  user_id: Schema.optional(Schema.String.pipe(Schema.maxLength(Bounds.text.id)))
})
export type CalculationListParams = typeof CalculationListParams.Type

export const CalculationPage = Page(Calculation)
export type CalculationPage = typeof CalculationPage.Type

/** Default VAT percent (spec section 9). */
export const DEFAULT_VAT = 18
