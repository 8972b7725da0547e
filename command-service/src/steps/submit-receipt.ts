import type { RecordReceiptItemsPayload, SubmitReceipt } from "@timber/contracts"
import { receiptSubmission, submitReceipt, WarehouseDecider, warehouseStream } from "@timber/domain"
import { WarehouseId } from "@timber/contracts"
import { Effect } from "effect"
import { streamOf, type CommandEnvelope, type Streams } from "../commands/execute"
import { moveStock } from "../commands/stock"
import { lotOf } from "./stream-refs"

/**
 * Submits a LOT's receipt (domain `receiptSubmission`, then `submitReceipt`): the sleepers sent,
 * all of one receipt and measured by the server, decide which LOT is read; with the warehouse they
 * name, the LOT's events and, when the submission completes the receipt (an admin's), its sleepers'
 * movements into stock join the command's one append. Answers the LOT's stream.
 */
export const submitReceiptCommand =
  (form: RecordReceiptItemsPayload, on: Pick<SubmitReceipt, "actor" | "submittedByName" | "at">) => (streams: Streams, envelope: CommandEnvelope) =>
    Effect.gen(function* () {
      const { lotId, items } = yield* receiptSubmission(
        form.items,
        form.items.map((_, i) => envelope.ids.next(`item-${i}`))
      )
      const warehouseId = WarehouseId.make(form.warehouse_id.trim())
      const lot = lotOf(lotId)
      const { state } = yield* streams.read(lot)
      const { state: warehouse } = yield* streams.read(streamOf(WarehouseDecider, warehouseStream(warehouseId)))
      const decision = yield* submitReceipt({ lot: state, warehouse }, { _tag: "SubmitReceipt", lotId, items, warehouseId, ...on })
      yield* streams.record(lot, decision.lot)
      yield* moveStock(streams, decision.stock)
      return lot
    })
