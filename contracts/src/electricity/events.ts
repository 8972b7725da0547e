import { Schema } from "effect"
import { eventTypesOf } from "../shared/stored-event"

/**
 * A LUKU recharge, recorded once per token (a token is bought once): from POST
 * /api/electricity/recharges/parse-sms, or from a drying reading that carries the SMS.
 * `dryingId` names the batch whose reading carried it (null from the parse call).
 */
export const ElectricityRechargeRecorded = Schema.TaggedStruct("ElectricityRechargeRecorded", {
  token: Schema.String,
  kwhAmount: Schema.Number,
  totalPaid: Schema.Number,
  smsText: Schema.String,
  dryingId: Schema.NullOr(Schema.String)
})

export const ElectricityEvent = Schema.Union(ElectricityRechargeRecorded)
export type ElectricityEvent = typeof ElectricityEvent.Type
export const ELECTRICITY_EVENT_TYPES = eventTypesOf(ElectricityEvent)

export interface RecordRecharge {
  readonly _tag: "RecordRecharge"
  readonly token: string
  readonly kwhAmount: number
  readonly totalPaid: number
  readonly smsText: string
  readonly dryingId: string | null
}
export type ElectricityCommand = RecordRecharge
