import type { SubmitReceipt } from "@timber/contracts"
import { submitReceipt, WarehouseDecider, warehouseStream } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type Streams } from "../commands/execute"
import { moveStock } from "../commands/stock"
import { lotOf } from "./stream-refs"

/**
 * Submits a LOT's receipt inside a command (domain `submitReceipt`): reads the LOT and the warehouse
 * it names, and joins the LOT's events and, when the submission completes the receipt, its sleepers'
 * movements into stock to the command's one append. Answers the LOT as it left it.
 */
export const submitReceiptIn = (streams: Streams, intent: SubmitReceipt) =>
  Effect.gen(function* () {
    const lot = lotOf(intent.lotId)
    const { state } = yield* streams.read(lot)
    const { state: warehouse } = yield* streams.read(streamOf(WarehouseDecider, warehouseStream(intent.warehouseId)))
    const decision = yield* submitReceipt({ lot: state, warehouse }, intent)
    const after = yield* streams.record(lot, decision.lot)
    yield* moveStock(streams, decision.stock)
    return after
  })
