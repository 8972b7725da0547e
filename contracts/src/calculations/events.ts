import { Schema } from "effect"
import { moneyInEvent } from "../shared/money"
import { eventTypesOf } from "../shared/stored-event"
import { CalculationId, UserId, WoodTypeId } from "../shared/ids"

/** A saved price calculation. Figures are the server's, computed by the domain calculator. */
export const CalculationSaved = Schema.TaggedStruct("CalculationSaved", {
  calculationId: CalculationId,
  userId: UserId,
  woodTypeId: WoodTypeId,
  woodTypeName: Schema.String,
  thickness: Schema.Number,
  width: Schema.Number,
  length: Schema.Number,
  pricePerPlank: moneyInEvent("wood-calculator", Schema.Number),
  taxPercentage: Schema.Number,
  volumeM3: Schema.Number,
  planksPerM3: Schema.Number,
  pricePerM3: moneyInEvent("wood-calculator", Schema.Number),
  notes: Schema.NullOr(Schema.String)
})
export const CalculationDeleted = Schema.TaggedStruct("CalculationDeleted", { calculationId: CalculationId, userId: UserId })
export const CalculationEvent = Schema.Union(CalculationSaved, CalculationDeleted)
export type CalculationEvent = typeof CalculationEvent.Type
export const CALCULATION_EVENT_TYPES = eventTypesOf(CalculationEvent)

export interface SaveCalculation {
  readonly _tag: "SaveCalculation"
  readonly calculationId: CalculationId
  readonly userId: UserId
  readonly woodType: { readonly id: WoodTypeId; readonly name: string }
  readonly thickness: number
  readonly width: number
  readonly length: number
  /** excluding VAT */
  readonly pricePerPlank: number
  readonly taxPercentage: number
  /** What the client computed; refused when it disagrees with the formula. */
  readonly claimed: { readonly volumeM3: number | null; readonly planksPerM3: number | null; readonly pricePerM3: number | null }
  readonly notes: string | null
}
export interface DeleteCalculation {
  readonly _tag: "DeleteCalculation"
  readonly calculationId: CalculationId
  readonly actor: { readonly userId: UserId; readonly role: string }
}
export type CalculationCommand = SaveCalculation | DeleteCalculation
