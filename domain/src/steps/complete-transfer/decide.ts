import type { CompleteTransfer } from "@timber/contracts"
import { Effect } from "effect"
import { StockMovements } from "../../stock-row/movements"
import { TransferDecider } from "../../transfer/decider"
import { transferRecipient } from "../../transfer/recipient"
import { heldTransferLines, transferDocument, transferLines } from "../../transfer/transfer-stock"
import type { UserState } from "../../user/decider"
import { decideInTurn } from "../decide-in-turn"
import type { Step } from "../step"
import type { TransferStepGiven, TransferStockDecision } from "../transfer-step"

export interface CompleteTransferGiven extends TransferStepGiven {
  /** The user the intent names to be told (`notifyUserId`); unused when it names none. */
  readonly recipient: UserState
}

/**
 * Receives a transfer at its destination and lands its pieces there (out of transit at both ends,
 * into their status at the destination), decided together; the user it names to be told must be
 * an active user. A transfer received before (a double click) moves nothing again.
 */
export const completeTransfer: Step<CompleteTransferGiven, CompleteTransfer, TransferStockDecision> = (given, intent) =>
  Effect.gen(function* () {
    if (intent.notifyUserId !== null) yield* transferRecipient(given.recipient)
    const completed = yield* decideInTurn(TransferDecider, given.transfer, [intent])
    const transfer = completed.state.transfer
    if (completed.state.status === given.transfer.status || transfer === null) return { transfer: completed.events, stock: [] }
    const lines = heldTransferLines(transferLines(transfer), given.stock)
    return { transfer: completed.events, stock: StockMovements.completeTransfer(transferDocument(transfer), lines) }
  })
