import type { CreateTransfer, StockRowKey } from "@timber/contracts"
import { Effect } from "effect"
import { TransferDecider } from "../../transfer/decider"
import { itemRow, transferSendable } from "../../transfer/transfer-stock"
import { decideInTurn } from "../decide-in-turn"
import type { Step } from "../step"
import type { TransferDecision, TransferStepGiven } from "../transfer-step"

/** The stock rows creating a transfer reads: each item's row at the source. */
export const createTransferRows = (intent: CreateTransfer): ReadonlyArray<StockRowKey> => intent.items.map((item) => itemRow(intent.fromWarehouse.id, item))

/**
 * Creates a transfer, PENDING until a manager approves it: only the transfer changes, nothing moves
 * before the approval. The form's limit (at most what the source row holds in the item's status) is
 * checked on the rows as they are now; the approval checks again, on the rows it appends to.
 */
export const createTransfer: Step<TransferStepGiven, CreateTransfer, TransferDecision> = (given, intent) =>
  Effect.gen(function* () {
    const created = yield* decideInTurn(TransferDecider, given.transfer, [intent])
    if (created.state.transfer !== null) yield* transferSendable(created.state.transfer, given.stock)
    return { transfer: created.events }
  })
