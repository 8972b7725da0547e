import type { ApproveTransfer } from "@timber/contracts"
import { approveTransfer, transferStockRows } from "@timber/domain"
import { Effect } from "effect"
import type { Streams } from "../commands/execute"
import { moveStock } from "../commands/stock"
import { heldStock } from "./held-stock"
import { transferOf } from "./stream-refs"

/**
 * Approves a transfer (domain `approveTransfer`): reads the transfer and its
 * items' rows, and joins the transfer's events and every row it moves to the command's one append,
 * the rows at the revisions read, so two approvals racing for one row never overdraw it.
 * Answers the transfer's stream.
 */
export const approveTransferCommand = (intent: ApproveTransfer) => (streams: Streams) =>
  Effect.gen(function* () {
    const transfer = transferOf(intent.transferId)
    const { state } = yield* streams.read(transfer)
    const stock = yield* heldStock(streams, transferStockRows(state.transfer))
    const decision = yield* approveTransfer({ transfer: state, stock }, intent)
    yield* streams.record(transfer, decision.transfer)
    yield* moveStock(streams, decision.stock)
    return transfer
  })
