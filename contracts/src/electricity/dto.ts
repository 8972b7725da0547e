import { Schema } from "effect"
import { Bounds } from "../shared/bounds"
import { requiredText } from "../shared/fields"
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
  recordedBy: Schema.NullOr(Schema.String)
})
export type ElectricityRecharge = typeof ElectricityRecharge.Type

/** The recharges' sort: `recordedAt` is the recharge's place in the log (newest first by default). */
export const RECHARGE_SORTS = ["recordedAt"] as const
export type RechargeSort = (typeof RECHARGE_SORTS)[number]

/** GET /api/electricity/recharges: a page, searched (`q`) in the token and the SMS. */
export const RechargeListParams = Schema.Struct({ ...pageParams(RECHARGE_SORTS) })
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

/** The recharge stream's id part: the token's 20 digits. */
export const rechargeIdOf = (token: string) => token.replace(/\D/g, "")
