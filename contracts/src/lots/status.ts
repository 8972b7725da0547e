import { Schema } from "effect"

/**
 * The statuses a LOT's events can give it. The spec also names CREATED, RECEIVED, IN_PROCESS and
 * CANCELLED, but no step of either spec leads to them and no event records them, so
 * they are not statuses here: nothing can be in them, and nothing branches on them.
 */
export const LotStatus = Schema.Literal("PENDING", "SLICING", "PROCESSING", "PENDING_APPROVAL", "COMPLETED")
export type LotStatus = typeof LotStatus.Type

export const WoodFormat = Schema.Literal("SLEEPERS", "PLANKS")
export type WoodFormat = typeof WoodFormat.Type

/**
 * Whether a LOT's wood has been delivered: a PENDING LOT is awaiting delivery (the dashboard's
 * 'Awaiting Delivery'), so its volume is an estimate of wood not yet in the yard; every later
 * status began with the wood at hand. The wall's "Today's receipts" and the dashboard's Total
 * Wood Volume count delivered LOTs only.
 */
export const isDeliveredLot = (status: LotStatus) => status !== "PENDING"
