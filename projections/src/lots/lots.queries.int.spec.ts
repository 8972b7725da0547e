import { LotCreated, LotEvent, LotId, ReceiptSubmitted, schemaVersionOf, WarehouseId, WoodTypeId } from "@timber/contracts"
import { measurementTotals, roundVolume, sleeperVolumeM3FromCm } from "@timber/domain/calculators/sleeper-volume"
import { testDatabases, type Database, type RecordedEvent } from "@timber/eventstore"
import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ReadDb } from "../database"
import { migrateReadModels } from "../migrations/migrate"
import { receiptsProjection } from "../receipts/receipts.projection"
import { lotTraceability } from "./lots.queries"
import { lotsProjection } from "./lots.projection"

const recorded = (events: ReadonlyArray<LotEvent>): RecordedEvent[] =>
  events.map((event, i) => {
    const { _tag, ...data } = Schema.encodeSync(LotEvent)(event) as { _tag: string }
    const occurredAt = new Date(Date.UTC(2026, 10, 2, 8, i)).toISOString()
    return {
      id: `event-${i + 1}`,
      streamId: "Lot-lot-1",
      revision: BigInt(i),
      position: BigInt(i + 1),
      type: _tag,
      data,
      metadata: { userId: "u-admin", userEmail: "admin@timber.test", correlationId: "c", causationId: "c", occurredAt, schemaVersion: schemaVersionOf(_tag) },
      recordedAt: new Date(occurredAt)
    }
  })

// each 14.5 x 29 x 250 cm sleeper is 0.105125 m³: its row shows (and records) 0.1051, three of them are 0.315375 m³
const SLEEPER = { height: 14.5, width: 29, length: 250 }
const sleepers = [1, 2, 3].map((n) => ({
  itemId: `i${n}`,
  ...SLEEPER,
  quantity: 1,
  volumeM3: roundVolume(sleeperVolumeM3FromCm({ thickness: SLEEPER.height, width: SLEEPER.width, length: SLEEPER.length })),
  grade: "A",
  notes: null
}))
const actual = measurementTotals(sleepers.map((s) => ({ thickness: s.height, width: s.width, length: s.length, qty: s.quantity })))

const events: LotEvent[] = [
  LotCreated.make({
    lotId: LotId.make("lot-1"),
    lotNumber: "LOT-R",
    status: "PENDING",
    woodTypeId: WoodTypeId.make("wt-1"),
    woodTypeName: "Mvule",
    supplier: "Kilombero Sawmills",
    receiptDate: "2026-11-01",
    purchaseOrder: "PO-17",
    notes: null,
    estimatedVolumeM3: 1,
    estimatedPieces: 3,
    estimatedAmount: 0,
    woodFormat: "SLEEPERS"
  }),
  ReceiptSubmitted.make({
    lotId: LotId.make("lot-1"),
    lotNumber: "LOT-R",
    status: "COMPLETED",
    items: sleepers,
    actualVolumeM3: actual.volumeM3,
    actualPieces: actual.pieces,
    submittedByName: "Asha",
    warehouseId: WarehouseId.make("wh-1"),
    woodTypeId: WoodTypeId.make("wt-1"),
    confirmedAt: "2026-11-02T08:01:00.000Z"
  })
]

for (const target of testDatabases("the run's engine")) {
  describe(`LOT traceability on ${target.name}`, () => {
    let database: Database
    beforeAll(async () => {
      database = await target.open()
      await migrateReadModels(database.db)
      await database.db.transaction().execute(async (trx) => {
        for (const projection of [lotsProjection, receiptsProjection])
          for (const event of recorded(events).filter((e) => projection.eventTypes.includes(e.type))) await projection.apply(trx, event)
      })
    })
    afterAll(async () => {
      await database.close()
    })

    it("given a receipt whose rounded rows add up to less than its total, then traceability shows the receipt's own volume (0.3154 m³, not 0.3153): one rounding rule (issue 24 item 12)", async () => {
      const trace = await lotTraceability(database.db as ReadDb, "LOT-R")
      expect(trace.stages.measurement[0]).toMatchObject({ sleepersMeasured: 3, measuredVolumeM3: 0.3154 })
      expect(trace.stages.measurement[0]!.measuredVolumeM3).toBe(trace.stages.woodReceipts[0]!.actualVolumeM3)
      expect(sleepers.reduce((sum, s) => sum + s.volumeM3, 0)).toBeCloseTo(0.3153, 9)
    })
  })
}
