import { Schema } from "effect"
import { moneyInEvent, notMoney } from "../shared/money"
import { eventTypesOf } from "../shared/stored-event"

/** What a recharge cost and the SMS that states it are the kiln screen's money; the kWh bought are not. */
const paid = { kwhAmount: notMoney(Schema.Number, "kWh bought"), totalPaid: moneyInEvent("drying-process", Schema.Number) }

/**
 * A LUKU recharge, recorded once per token (a token is bought once): from POST
 * /api/electricity/recharges/parse-sms, or from a drying reading that carries the SMS.
 * `dryingId` names the batch whose reading carried it (null from the parse call).
 */
export const ElectricityRechargeRecorded = Schema.TaggedStruct("ElectricityRechargeRecorded", {
  token: Schema.String,
  ...paid,
  smsText: moneyInEvent("drying-process", Schema.String),
  dryingId: Schema.NullOr(Schema.String)
})

/**
 * A recharge's figures corrected in the register, with the reason: what a
 * batch that used its units is charged from then on. The SMS stays what was pasted.
 */
export const ElectricityRechargeCorrected = Schema.TaggedStruct("ElectricityRechargeCorrected", {
  token: Schema.String,
  ...paid,
  reason: Schema.String
})

/** A recharge voided in the register (recorded by mistake, never bought), with the reason: its units price nothing from then on. */
export const ElectricityRechargeVoided = Schema.TaggedStruct("ElectricityRechargeVoided", { token: Schema.String, reason: Schema.String })

export const ElectricityEvent = Schema.Union(ElectricityRechargeRecorded, ElectricityRechargeCorrected, ElectricityRechargeVoided)
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
export interface CorrectRecharge {
  readonly _tag: "CorrectRecharge"
  readonly token: string
  readonly kwhAmount: number
  /** absent: the amount paid stays as recorded (a correction of the units alone) */
  readonly totalPaid?: number | undefined
  readonly reason: string
}
export interface VoidRecharge {
  readonly _tag: "VoidRecharge"
  readonly token: string
  readonly reason: string
}
export type ElectricityCommand = RecordRecharge | CorrectRecharge | VoidRecharge
