import { ReceiptApproved, ReceiptReturned, ReceiptSubmitted } from "@timber/contracts"
import { receiptStockMovements, StockRowDecider, stockRowStream, WoodTypeDecider, woodTypeStream, type ReceiptStock } from "@timber/domain"
import { absurd, Schema } from "effect"
import type { ProcessManager, Reaction } from "./process-manager"

const ReceiptStockEvent = Schema.Union(ReceiptSubmitted, ReceiptApproved, ReceiptReturned)
type ReceiptStockEvent = typeof ReceiptStockEvent.Type

const ReceiptStockSchema = Schema.Struct({
  lotId: Schema.String,
  lotNumber: Schema.String,
  woodTypeId: Schema.String,
  warehouseId: Schema.String,
  items: Schema.Array(Schema.Struct({ height: Schema.Number, quantity: Schema.Number }))
})

/** The reactions that put a completed receipt into stock: the rows' wood type held, then each row's movement. */
const intoStock = (receipt: ReceiptStock): ReadonlyArray<Reaction> =>
  receiptStockMovements(receipt).flatMap((movement) => [
    {
      decider: WoodTypeDecider,
      streamId: woodTypeStream(movement.row.woodTypeId),
      command: { _tag: "RecordWoodTypeUse", woodTypeId: movement.row.woodTypeId, usedBy: stockRowStream(movement.row) }
    },
    { decider: StockRowDecider, streamId: stockRowStream(movement.row), command: movement }
  ])

/**
 * A completed receipt puts its sleepers into stock (domain/README.md "Stock"). An admin's
 * submission completes it at once: the submit handler moves the stock itself so the admin sees
 * it in the answer, and this process applies the same movements again as the guarantee that a
 * crash between the two appends loses nothing. A non-admin's submission waits for approval:
 * this remembers where its sleepers go and moves them when the approval completes the receipt.
 * Movement ids derive from the LOT and the row, so whichever applies first wins and a
 * redelivered event moves nothing twice.
 */
export const receiptStockProcess: ProcessManager<ReadonlyMap<string, ReceiptStock>, ReceiptStockEvent> = {
  name: "receipt-stock",
  actor: { userId: "process:receipt-stock", email: "stock@timber.works" },
  events: ReceiptStockEvent,
  initialState: new Map(),
  // LOT id -> the submission waiting for approval
  state: Schema.ReadonlyMap({ key: Schema.String, value: ReceiptStockSchema }),
  evolve: (waiting, e) => {
    switch (e._tag) {
      case "ReceiptSubmitted": {
        if (e.status !== "PENDING_APPROVAL" || e.warehouseId === null || e.woodTypeId === null) return waiting
        const items = e.items.map(({ height, quantity }) => ({ height, quantity }))
        return new Map(waiting).set(e.lotId, { lotId: e.lotId, lotNumber: e.lotNumber, woodTypeId: e.woodTypeId, warehouseId: e.warehouseId, items })
      }
      case "ReceiptApproved":
      case "ReceiptReturned": {
        const rest = new Map(waiting)
        rest.delete(e.lotId)
        return rest
      }
      default:
        return absurd(e)
    }
  },
  // reacts with the state before the event is folded in
  react: (waiting, e) => {
    switch (e._tag) {
      case "ReceiptSubmitted":
        return e.status === "COMPLETED" && e.warehouseId !== null && e.woodTypeId !== null
          ? intoStock({ lotId: e.lotId, lotNumber: e.lotNumber, woodTypeId: e.woodTypeId, warehouseId: e.warehouseId, items: e.items })
          : []
      case "ReceiptApproved": {
        const submission = waiting.get(e.lotId)
        return submission ? intoStock(submission) : []
      }
      case "ReceiptReturned":
        return []
      default:
        return absurd(e)
    }
  }
}
