import { StockEvent, StockFellBelowMinimum, StockMinimumSet, StockMoved, StockRowId, WarehouseId, WoodTypeId } from "@timber/contracts"
import { it } from "vitest"
import { ACTOR, at, describeProjection, eventsOf } from "../testing/projection-spec"
import { stockProjection } from "./stock.projection"

const stock = eventsOf(StockEvent)
const row = { stockRowId: StockRowId.make('wh-1|wt-1|1"'), warehouseId: WarehouseId.make("wh-1"), woodTypeId: WoodTypeId.make("wt-1"), thickness: '1"' }
const received = stock(
  StockMoved.make({
    ...row,
    movementId: "receipt-lot-1",
    source: "RECEIPT_COMPLETED",
    sourceDocumentId: "lot-1",
    sourceDocumentNumber: "LOT-1",
    reason: "Receipt completed",
    notes: null,
    changes: [{ bucket: "NOT_DRIED", before: 0, after: 40, change: 40 }]
  })
)
const dryingStarted = stock(
  StockMoved.make({
    ...row,
    movementId: "drying-d-1",
    source: "DRYING_STARTED",
    sourceDocumentId: "d-1",
    sourceDocumentNumber: "UD-1",
    reason: "Drying started",
    notes: "kiln 2",
    changes: [
      { bucket: "NOT_DRIED", before: 40, after: 30, change: -10 },
      { bucket: "UNDER_DRYING", before: 0, after: 10, change: 10 }
    ]
  })
)

describeProjection(stockProjection, (spec) => {
  it("given pieces received, then the row holds them as not dried and the ledger explains the number", async () => {
    await spec.given(received).then({
      stock_rows: [
        {
          id: row.stockRowId,
          warehouse_id: "wh-1",
          wood_type_id: "wt-1",
          thickness: '1"',
          not_dried: 40,
          under_drying: 0,
          dried: 0,
          damaged: 0,
          in_transit_out: 0,
          in_transit_in: 0,
          minimum_level: null,
          updated_at: at(0)
        }
      ],
      stock_ledger: [
        {
          id: "event-1:NOT_DRIED",
          position: 1,
          line: 0,
          occurred_at: at(0),
          actor_id: ACTOR.userId,
          actor_email: ACTOR.userEmail,
          stock_row_id: row.stockRowId,
          warehouse_id: "wh-1",
          wood_type_id: "wt-1",
          thickness: '1"',
          bucket: "NOT_DRIED",
          before: 0,
          after: 40,
          change: 40,
          reason: "Receipt completed",
          source: "RECEIPT_COMPLETED",
          source_document_id: "lot-1",
          source_document_number: "LOT-1",
          notes: null,
          movement_id: "receipt-lot-1"
        }
      ]
    })
  })

  it("given a movement of two quantities, then the row takes both after-figures and the ledger one line for each, in order", async () => {
    await spec.given(received, dryingStarted).then({
      stock_rows: [{ id: row.stockRowId, not_dried: 30, under_drying: 10, updated_at: at(1) }],
      stock_ledger: [
        { id: "event-1:NOT_DRIED", after: 40 },
        { id: "event-2:NOT_DRIED", position: 2, line: 0, before: 40, after: 30, change: -10, source: "DRYING_STARTED", notes: "kiln 2" },
        { id: "event-2:UNDER_DRYING", position: 2, line: 1, before: 0, after: 10, change: 10 }
      ]
    })
  })

  it("given a minimum set (even before any stock), then the row carries it; cleared, it has none", async () => {
    await spec.given(stock(StockMinimumSet.make({ ...row, minimum: 25 }))).then({ stock_rows: [{ id: row.stockRowId, not_dried: 0, minimum_level: 25 }] })
    await spec
      .given(received, stock(StockMinimumSet.make({ ...row, minimum: 25 })), stock(StockMinimumSet.make({ ...row, minimum: null })))
      .then({ stock_rows: [{ id: row.stockRowId, not_dried: 40, minimum_level: null, updated_at: at(2) }], stock_ledger: [{ id: "event-1:NOT_DRIED" }] })
  })

  it("given the stock fell below its minimum, then nothing changes here (the alert is the notification's)", async () => {
    await spec
      .given(received, stock(StockFellBelowMinimum.make({ ...row, available: 5, minimum: 25 })))
      .then({ stock_rows: [{ id: row.stockRowId, updated_at: at(0) }], stock_ledger: [{ id: "event-1:NOT_DRIED" }] })
  })
})
