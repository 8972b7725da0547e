import { Schema } from "effect"
import { money, notMoney, type WithMoney } from "../shared/money"
import { Bounds } from "../shared/bounds"
import { boundedNumber, dateField, requiredNumber, requiredText } from "../shared/fields"
import { Page, pageParams } from "../shared/page"
import { RecordVersion } from "../shared/record-version"
import { ElectricityMessages } from "./messages"

/** POST /api/electricity/recharges/parse-sms (spec section 7: body smsText, non-empty). */
export const ParseSmsPayload = Schema.Struct({ smsText: requiredText("SMS text", ElectricityMessages.smsRequired, Bounds.text.sms) })

/** A recorded recharge: the parse call's answer and a row of GET /api/electricity/recharges (newest first). */
export const ElectricityRecharge = Schema.Struct({
  id: Schema.String,
  /** "1234-5678-9012-3456-7890" */
  token: Schema.String,
  kwhAmount: notMoney(Schema.Number, "kWh bought"),
  /** TZS */
  totalPaid: money("drying-process", Schema.Number),
  /** totalPaid / kwhAmount */
  tariffPerKwh: money("drying-process", Schema.Number),
  /** the SMS as pasted: it says what was paid, so it is money too */
  smsText: money("drying-process", Schema.String),
  dryingId: Schema.NullOr(Schema.String),
  recordedAt: Schema.String,
  recordedBy: Schema.NullOr(Schema.String),
  /** Voided in the register: listed, but it prices no batch and counts in no statistic. */
  voided: Schema.Boolean,
  voidReason: Schema.NullOr(Schema.String),
  /** Why its figures were last corrected in the register; kwhAmount and totalPaid are the corrected ones. */
  correctionReason: Schema.NullOr(Schema.String),
  /** The recharge's version: a correction or a void carries the one the register showed (If-Match). */
  version: RecordVersion
})
export type ElectricityRecharge = typeof ElectricityRecharge.Type
/** A recharge as the register holds it, its money there. */
export type RecordedRecharge = WithMoney<ElectricityRecharge, "totalPaid" | "tariffPerKwh" | "smsText">

/** The recharges' sort: `recordedAt` is the recharge's place in the log (newest first by default). */
export const RECHARGE_SORTS = ["recordedAt"] as const
export type RechargeSort = (typeof RECHARGE_SORTS)[number]

/**
 * GET /api/electricity/recharges: a page, searched (`q`) in the token and the SMS; `recordedBefore`
 * keeps the recharges recorded at or before a time (`limit=1`: the one whose units were on the
 * meter when a batch started, its tariff the batch's first).
 */
export const RechargeListParams = Schema.Struct({ ...pageParams(RECHARGE_SORTS), recordedBefore: Schema.optional(dateField("Recorded before")) })
export type RechargeListParams = typeof RechargeListParams.Type

export const RechargePage = Page(ElectricityRecharge)
export type RechargePage = typeof RechargePage.Type

/** GET /api/electricity/statistics: the recharges summed, and the tariff the drying cost uses now. */
export const ElectricityStatistics = Schema.Struct({
  rechargeCount: Schema.Number,
  totalKwh: Schema.Number,
  totalPaid: money("drying-process", Schema.Number),
  /** totalPaid / totalKwh over every recharge; null with none */
  averageTariffPerKwh: money("drying-process", Schema.NullOr(Schema.Number)),
  /** the latest recharge's totalPaid / kwhAmount, else 292 (spec section 9) */
  currentTariffPerKwh: money("drying-process", Schema.Number),
  latestRechargeAt: Schema.NullOr(Schema.String)
})
export type ElectricityStatistics = typeof ElectricityStatistics.Type

/**
 * PUT /api/electricity/recharges/{id} (the register): a recharge's figures as
 * they really were, and why; the domain keeps them within its bounds (calculators/recharge-rules.ts).
 * `totalPaid` is money: a user who does not see the amounts of drying processes
 * leaves it out (the amount stays as recorded), and is refused (403) when they send one.
 */
export const CorrectRechargePayload = Schema.Struct({
  kwhAmount: requiredNumber("kWh", Bounds.amount),
  totalPaid: Schema.optional(boundedNumber("Amount paid", Bounds.amount)),
  reason: requiredText("Reason", ElectricityMessages.reasonRequired)
})
export type CorrectRechargePayload = typeof CorrectRechargePayload.Type

/** POST /api/electricity/recharges/{id}/void: a recharge recorded by mistake, and why. */
export const VoidRechargePayload = Schema.Struct({ reason: requiredText("Reason", ElectricityMessages.reasonRequired) })
export type VoidRechargePayload = typeof VoidRechargePayload.Type

/** The recharge stream's id part: the token's 20 digits. */
export const rechargeIdOf = (token: string) => token.replace(/\D/g, "")
