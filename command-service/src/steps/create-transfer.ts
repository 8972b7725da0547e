import type { CreateTransfer } from "@timber/contracts"
import { createTransfer, createTransferRows } from "@timber/domain"
import { Effect } from "effect"
import type { Streams } from "../commands/execute"
import { heldStock } from "./held-stock"
import { transferOf } from "./stream-refs"

/** Creates a transfer inside a command (domain `createTransfer`): reads its items' source rows and joins the transfer's events to the command's one append. */
export const createTransferIn = (streams: Streams, intent: CreateTransfer) =>
  Effect.gen(function* () {
    const transfer = transferOf(intent.transferId)
    // a transfer id just drawn: taken to be new on the first try, the append's no-stream check guards it
    const { state } = yield* streams.read(transfer, { assumeNew: true })
    const stock = yield* heldStock(streams, createTransferRows(intent))
    const decision = yield* createTransfer({ transfer: state, stock }, intent)
    yield* streams.record(transfer, decision.transfer)
    return transfer
  })
