import { Schema } from "effect"
import { Bounds } from "../shared/bounds"
import { dateField, requiredNumber, requiredText } from "../shared/fields"
import { Page, pageParams } from "../shared/page"
import { ElectricityMessages } from "./messages"

/** POST /api/electricity/recharges/parse-sms (spec section 7: body smsText, non-empty). */
export const ParseSmsPayload = Schema.Struct({ smsText: requiredText("SMS text", ElectricityMessages.smsRequired, Bounds.text.sms) })

/** A recorded recharge: the parse call's answer and a row of GET /api/electricity/recharges (newest first). */
export const ElectricityRecharge = Schema.Struct({
  id: Schema.String,
  /** "1234-5678-9012-3456-7890" */
  token: Schema.String,
  kwhAmount: Schema.Number,
  /** TZS */
  totalPaid: Schema.Number,
  /** totalPaid / kwhAmount */
  tariffPerKwh: Schema.Number,
  smsText: Schema.String,
  dryingId: Schema.NullOr(Schema.String),
  recordedAt: Schema.String,
  recordedBy: Schema.NullOr(Schema.String),
  /** Voided in the register (issue 37 item 4): listed, but it prices no batch and counts in no statistic. */
  voided: Schema.Boolean,
  voidReason: Schema.NullOr(Schema.String),
  /** Why its figures were last corrected in the register; kwhAmount and totalPaid are the corrected ones. */
  correctionReason: Schema.NullOr(Schema.String)
})
export type ElectricityRecharge = typeof ElectricityRecharge.Type

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
  totalPaid: Schema.Number,
  /** totalPaid / totalKwh over every recharge; null with none */
  averageTariffPerKwh: Schema.NullOr(Schema.Number),
  /** the latest recharge's totalPaid / kwhAmount, else 292 (spec section 9) */
  currentTariffPerKwh: Schema.Number,
  latestRechargeAt: Schema.NullOr(Schema.String)
})
export type ElectricityStatistics = typeof ElectricityStatistics.Type

/**
 * PUT /api/electricity/recharges/{id} (the register, issue 37 item 4): a recharge's figures as
 * they really were, and why; the domain keeps them within its bounds (calculators/recharge-rules.ts).
 */
export const CorrectRechargePayload = Schema.Struct({
  kwhAmount: requiredNumber("kWh", Bounds.amount),
  totalPaid: requiredNumber("Amount paid", Bounds.amount),
  reason: requiredText("Reason", ElectricityMessages.reasonRequired)
})
export type CorrectRechargePayload = typeof CorrectRechargePayload.Type

/** POST /api/electricity/recharges/{id}/void: a recharge recorded by mistake, and why. */
export const VoidRechargePayload = Schema.Struct({ reason: requiredText("Reason", ElectricityMessages.reasonRequired) })
export type VoidRechargePayload = typeof VoidRechargePayload.Type

/** The recharge stream's id part: the token's 20 digits. */
export const rechargeIdOf = (token: string) => token.replace(/\D/g, "")
