import type { RecordedEvent } from "@timber/eventstore"
import { describe, expect, it } from "vitest"
import type { BusinessDay } from "./business-day"
import { makeCopier } from "./copies"

const WAREHOUSE = "0b8e1f4c-5d7a-4c2e-9f1a-3b6d8e2c4a10"
const WOOD_TYPE = "7cbf5f6f-1b6d-4049-99c8-f70109cfe2f1"
const ADMIN = "62bfe1d7-ab63-5afb-bf55-69a4f4cb12e9"
const TRANSFER = "46f39180-d1b1-4880-bc34-e35b44d1d7ac"
const COMMAND = "329f156b-aa1b-4aed-9a40-3b6d22065c80"
const ROW = `${WAREHOUSE}~${WOOD_TYPE}~2"`
const AT = "2026-12-06T20:00:00.000Z"

let position = 0n
const recorded = (streamId: string, type: string, data: unknown): RecordedEvent => ({
  id: `e0000000-0000-4000-8000-${String(++position).padStart(12, "0")}`,
  streamId,
  revision: 0n,
  position,
  type,
  data,
  metadata: { userId: ADMIN, userEmail: "admin@timber.works", occurredAt: AT, correlationId: COMMAND, causationId: COMMAND, schemaVersion: 1 },
  recordedAt: new Date(AT)
})

/** A transfer's arrival at the kiln, as the product records it: its number claimed, the row moved, the wood type's first use by the row. */
const day: BusinessDay = {
  base: [recorded(`Warehouse-${WAREHOUSE}`, "WarehouseCreated", { warehouseId: WAREHOUSE, woodTypeId: WOOD_TYPE, userId: ADMIN })],
  steps: [
    {
      name: "transfer",
      events: [
        recorded("Reservation-transfer-number:TR-2026-0001", "ReservationClaimed", { scope: "transfer-number", key: "TR-2026-0001", ownerId: TRANSFER }),
        recorded(`StockRow-${ROW}`, "StockMoved", {
          stockRowId: ROW,
          warehouseId: WAREHOUSE,
          woodTypeId: WOOD_TYPE,
          thickness: '2"',
          movementId: `TRANSFER_APPROVED:${TRANSFER}:0-in`,
          source: "TRANSFER_APPROVED",
          sourceDocumentId: TRANSFER,
          sourceDocumentNumber: "TR-2026-0001",
          reason: "Transfer approved",
          notes: null,
          changes: [{ bucket: "IN_TRANSIT_IN", before: 0, after: 1, change: 1 }]
        }),
        recorded(`WoodType-${WOOD_TYPE}`, "WoodTypeUseRecorded", { woodTypeId: WOOD_TYPE, usedBy: `StockRow-${ROW}` })
      ]
    }
  ],
  lotNumber: "GT-TEMPLATE"
}

describe("copies of a business day", () => {
  it("given a transfer's day, when copied twice, then each copy has ids and a number of its own, the base's ids, its own age, and the row's running balance", () => {
    const copier = makeCopier(day, { lotsPerDay: 1, newestCopy: 2 })
    const [first, second] = [copier.copy(1, ["transfer"]), copier.copy(2, ["transfer"])]
    // the row's first use of the wood type is the base's fact: recorded once, never copied
    expect(first.map((e) => e.event.type)).toEqual(["ReservationClaimed", "StockMoved"])
    const [claim1, moved1] = first as [(typeof first)[0], (typeof first)[0]]
    const [claim2, moved2] = second as [(typeof first)[0], (typeof first)[0]]
    // numbers go on counting as the product claims them: 1..n
    expect([claim1.streamId, claim2.streamId]).toEqual(["Reservation-transfer-number:TR-2026-0002", "Reservation-transfer-number:TR-2026-0003"])
    expect(moved1.event.data).toMatchObject({ sourceDocumentNumber: "TR-2026-0002", warehouseId: WAREHOUSE, woodTypeId: WOOD_TYPE, stockRowId: ROW })
    // the transfer's id is new in each copy, and the same wherever the copy names it
    const owner1 = (claim1.event.data as { ownerId: string }).ownerId
    const owner2 = (claim2.event.data as { ownerId: string }).ownerId
    expect(new Set([TRANSFER, owner1, owner2]).size).toBe(3)
    expect(moved1.event.data).toMatchObject({ sourceDocumentId: owner1, movementId: `TRANSFER_APPROVED:${owner1}:0-in` })
    expect(new Set([...first, ...second].map((e) => e.event.id)).size).toBe(4)
    expect(claim1.event.metadata).toMatchObject({ userId: ADMIN, schemaVersion: 1 })
    expect((claim1.event.metadata as { correlationId: string }).correlationId).not.toBe(COMMAND)
    // one LOT a day: the first copy a day older than the second, the newest
    expect([claim1.event.metadata.occurredAt, claim2.event.metadata.occurredAt]).toEqual(["2026-12-05T20:00:00.000Z", AT])
    // the row's quantity runs on from the template's: 1, then 2, then 3
    expect([moved1.event.data, moved2.event.data].map((d) => (d as { changes: unknown[] }).changes)).toEqual([
      [{ bucket: "IN_TRANSIT_IN", before: 1, after: 2, change: 1 }],
      [{ bucket: "IN_TRANSIT_IN", before: 2, after: 3, change: 1 }]
    ])
  })

  it("given an event the contracts' schema refuses, when copied, then the copy fails instead of storing it", () => {
    const broken: BusinessDay = {
      ...day,
      steps: [
        {
          name: "transfer",
          events: [recorded("Reservation-transfer-number:TR-2026-0001", "ReservationClaimed", { scope: "transfer-number", ownerId: TRANSFER })]
        }
      ]
    }
    expect(() => makeCopier(broken, { lotsPerDay: 1, newestCopy: 1 }).copy(1, ["transfer"])).toThrow(/key/)
  })
})
