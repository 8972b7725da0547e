import type { ApproveTransfer } from "@timber/contracts"
import { Effect } from "effect"
import { StockMovements } from "../../stock-row/movements"
import { TransferDecider } from "../../transfer/decider"
import { heldTransferLines, transferDocument, transferLines, transferSendable } from "../../transfer/transfer-stock"
import { decideInTurn } from "../decide-in-turn"
import type { Step } from "../step"
import type { TransferStepGiven, TransferStockDecision } from "../transfer-step"

/**
 * Approves a transfer and sends its pieces on their way (out of their status at the source into
 * transit, on their way in at the destination), decided together. A source row short of
 * what the transfer takes, as the command read it, is refused in words that name the wood, the
 * warehouse and what it holds; the m³ each line takes is its share of the source row's m³. An
 * approval made before (a double click) moves nothing again.
 */
export const approveTransfer: Step<TransferStepGiven, ApproveTransfer, TransferStockDecision> = (given, intent) =>
  Effect.gen(function* () {
    const approved = yield* decideInTurn(TransferDecider, given.transfer, [intent])
    const transfer = approved.state.transfer
    if (approved.state.status === given.transfer.status || transfer === null) return { transfer: approved.events, stock: [] }
    yield* transferSendable(transfer, given.stock)
    const lines = heldTransferLines(
      transferLines(transfer, (row) => given.stock(row).state),
      given.stock
    )
    return { transfer: approved.events, stock: StockMovements.approveTransfer(transferDocument(transfer), lines) }
  })
