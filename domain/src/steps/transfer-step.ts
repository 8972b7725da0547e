import type { MoveStock, TransferEvent } from "@timber/contracts"
import type { HeldStock } from "../stock-row/held-stock"
import type { TransferState } from "../transfer/decider"

/** What a step on a transfer is given: the transfer, and the rows `transferStockRows` (or `createTransferRows`) names, as the command read them. */
export interface TransferStepGiven {
  readonly transfer: TransferState
  readonly stock: HeldStock
}

/** What a step that moves none of a transfer's pieces decides (a create, a rejection): the transfer's events only. */
export interface TransferDecision {
  readonly transfer: ReadonlyArray<TransferEvent>
}

/** What a step that moves a transfer's pieces decides: the transfer's events and the movements of its items' rows. */
export interface TransferStockDecision extends TransferDecision {
  readonly stock: ReadonlyArray<MoveStock>
}
