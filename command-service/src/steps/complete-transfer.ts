import type { CompleteTransfer } from "@timber/contracts"
import { completeTransfer, transferStockRows, UserDecider, userStream } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type Streams } from "../commands/execute"
import { moveStock } from "../commands/stock"
import { heldStock } from "./held-stock"
import { transferOf } from "./stream-refs"

/**
 * Receives a transfer (domain `completeTransfer`): reads the transfer, the user it
 * names to be told and its items' rows, and joins the transfer's events and the pieces it lands to the command's one append. Answers the transfer's stream.
 */
export const completeTransferCommand = (intent: CompleteTransfer) => (streams: Streams) =>
  Effect.gen(function* () {
    const transfer = transferOf(intent.transferId)
    const recipient =
      intent.notifyUserId === null ? UserDecider.initialState : (yield* streams.read(streamOf(UserDecider, userStream(intent.notifyUserId)))).state
    const { state } = yield* streams.read(transfer)
    const stock = yield* heldStock(streams, transferStockRows(state.transfer))
    const decision = yield* completeTransfer({ transfer: state, recipient, stock }, intent)
    yield* streams.record(transfer, decision.transfer)
    yield* moveStock(streams, decision.stock)
    return transfer
  })
