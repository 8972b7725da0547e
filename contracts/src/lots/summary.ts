import { Schema } from "effect"
import { LotDto } from "./dto"
import { LotStatus } from "./status"

/**
 * The LOT figures the dashboard shows (GET /management/wood-receipts/summary), counted and summed
 * in SQL: per status, how many LOTs and their volume (actual where measured, else the estimate).
 * The dashboard groups the statuses into its cards; no client downloads every LOT to count them.
 */
export const LotStatusFigures = Schema.Struct({ status: LotStatus, count: Schema.Number, volumeM3: Schema.Number })
export type LotStatusFigures = typeof LotStatusFigures.Type

export const LotSummary = Schema.Struct({ statuses: Schema.Array(LotStatusFigures) })
export type LotSummary = typeof LotSummary.Type

/** Spec section 4 "Top-bar synthetic alerts": at most 3 awaiting confirmation, 3 pending delivery, 2 slicing. */
export const LOT_ALERT_CAPS = { awaitingConfirmation: 3, pendingDelivery: 3, slicing: 2 } as const

/**
 * The LOTs the top bar raises alerts for (GET /management/wood-receipts/alerts), the most recently
 * changed first within each kind and capped as the spec says: three small index reads, whatever
 * the history.
 */
export const LotAlerts = Schema.Struct({
  awaitingConfirmation: Schema.Array(LotDto),
  pendingDelivery: Schema.Array(LotDto),
  slicing: Schema.Array(LotDto)
})
export type LotAlerts = typeof LotAlerts.Type
