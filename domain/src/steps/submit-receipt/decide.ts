import { LotMessages, NotFound, type LotEvent, type MoveStock, type SubmitReceipt } from "@timber/contracts"
import { Effect } from "effect"
import { LotDecider } from "../../lot/decider"
import type { LotState } from "../../lot/state"
import { receiptStockCompletedBy } from "../../stock-row/receipt-stock"
import type { WarehouseState } from "../../warehouse/decider"
import { stockKeepingWarehouse } from "../../warehouse/stock-keeping"
import { decideInTurn } from "../decide-in-turn"
import type { Step } from "../step"

export interface SubmitReceiptGiven {
  readonly lot: LotState
  /** The warehouse the intent names for the sleepers. */
  readonly warehouse: WarehouseState
}

export interface SubmitReceiptDecision {
  readonly lot: ReadonlyArray<LotEvent>
  /** The sleepers into the warehouse as NOT_DRIED, when this submission completes the receipt (an ADMIN's). */
  readonly stock: ReadonlyArray<MoveStock>
}

/**
 * Submits a LOT's receipt (factory spec section 5). The warehouse the sleepers go into must keep
 * stock, checked before the LOT moves (for an approver's later completion too); a submission that
 * completes the receipt puts its sleepers into stock with it, one that waits for approval moves nothing yet.
 */
export const submitReceipt: Step<SubmitReceiptGiven, SubmitReceipt, SubmitReceiptDecision> = (given, intent) =>
  Effect.gen(function* () {
    // a receipt that does not exist is not found, whatever warehouse it names
    if (given.lot._tag !== "Existing") return yield* new NotFound({ message: LotMessages.notFound })
    yield* stockKeepingWarehouse(given.warehouse)
    const submitted = yield* decideInTurn(LotDecider, given.lot, [intent])
    return { lot: submitted.events, stock: receiptStockCompletedBy(given.lot, submitted.state) }
  })
