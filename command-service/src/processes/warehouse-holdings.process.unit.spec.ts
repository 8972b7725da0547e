import {
  DryingBatchId,
  DryingEvent,
  StockEvent,
  StockMoved,
  StockRowId,
  WarehouseHoldingsChanged,
  WarehouseHoldingsEvent,
  WarehouseId,
  WoodTypeId,
  type StockBucket
} from "@timber/contracts"
import { dryingStream, stockRowStream, warehouseHoldingsStream } from "@timber/domain"
import { describe, it } from "vitest"
import { ADMIN } from "./testing/fixtures"
import { eventsOf, processSpec } from "./testing/process-spec"
import { warehouseHoldingsProcess } from "./warehouse-holdings.process"

const spec = processSpec(warehouseHoldingsProcess)
const stock = eventsOf(StockEvent)
const drying = eventsOf(DryingEvent)
const W1 = WarehouseId.make("w1")
const row = (thickness: string) => ({ warehouseId: W1, woodTypeId: WoodTypeId.make("wt-1"), thickness })
const moved = (thickness: string, n: number, bucket: StockBucket, before: number, after: number) =>
  stock(
    stockRowStream(row(thickness), 0),
    StockMoved.make({
      stockRowId: StockRowId.make(`w1~wt-1~${thickness}`),
      ...row(thickness),
      movementId: `m-${thickness}-${n}`,
      source: "ADJUSTMENT",
      sourceDocumentId: null,
      sourceDocumentNumber: null,
      reason: "counted",
      notes: null,
      changes: [{ bucket, before, after, change: after - before }]
    }),
    { by: ADMIN }
  )
const holdings = (holdsStock: boolean, runningBatches: boolean) => ({
  [warehouseHoldingsStream(W1)]: [{ _tag: "WarehouseHoldingsChanged", warehouseId: W1, holdsStock, runningBatches }]
})
/** What the holdings stream already says (the process recorded it before). */
const recorded = (holdsStock: boolean, runningBatches: boolean) =>
  eventsOf(WarehouseHoldingsEvent)(warehouseHoldingsStream(W1), WarehouseHoldingsChanged.make({ warehouseId: W1, holdsStock, runningBatches }))
const D1 = DryingBatchId.make("d1")
const started = drying(dryingStream(D1), {
  _tag: "DryingStarted",
  dryingId: D1,
  batchNumber: "DB-2026-0001",
  warehouseId: W1,
  stockThickness: null,
  createdByName: "Asha",
  stockTaken: false,
  woodTypeId: WoodTypeId.make("wt-1"),
  woodTypeName: "Mvule",
  thicknessMm: 50.8,
  pieceCount: 10,
  startingHumidity: null,
  startingElectricityUnits: null,
  startTime: "2026-11-23T06:00:00.000Z",
  notes: null
})
const completed = drying(dryingStream(D1), { _tag: "DryingCompleted", dryingId: D1, endTime: "2026-11-24T06:00:00.000Z" })

describe("what a warehouse holds (issue 37 item 8)", () => {
  it("given an empty warehouse, when pieces come into a row, then it is recorded as holding stock; delivered again, nothing more", async () => {
    await spec
      .given()
      .when(moved('2"', 1, "NOT_DRIED", 0, 5))
      .then(holdings(true, false))
    await spec
      .given()
      .when(moved('2"', 1, "NOT_DRIED", 0, 5))
      .thenRedeliveryRepeatsNothing()
  })

  it("given two rows holding pieces, when one empties, then nothing is recorded (it still holds stock); when the other empties too, then it holds none", async () => {
    const bothFull = [moved('2"', 1, "NOT_DRIED", 0, 5), recorded(true, false), moved('1"', 1, "DRIED", 0, 3)]
    await spec
      .given(...bothFull)
      .when(moved('2"', 2, "NOT_DRIED", 5, 0))
      .thenNothing()
    await spec
      .given(...bothFull, moved('2"', 2, "NOT_DRIED", 5, 0))
      .when(moved('1"', 2, "DRIED", 3, 0))
      .then(holdings(false, false))
  })

  it("given pieces moving between a row's statuses (drying them), then nothing is recorded: the row holds them throughout", async () => {
    await spec
      .given(moved('2"', 1, "NOT_DRIED", 0, 5))
      .when(moved('2"', 2, "UNDER_DRYING", 0, 5))
      .thenNothing()
  })

  it("given no stock, when a kiln batch naming the warehouse starts, then a batch drying is recorded; when it completes, then none", async () => {
    await spec.given().when(started).then(holdings(false, true))
    await spec.given(started, recorded(false, true)).when(completed).then(holdings(false, false))
  })
})
