import type { DryingBatch, DryingReading } from "@timber/contracts"

/** Batches as the drying list answers them, for this screen's tests. */
export const reading = (id: string, readingTime: string, electricityMeter: number, humidity: number): DryingReading => ({
  id,
  readingTime,
  electricityMeter,
  humidity,
  notes: null,
  lukuSms: null,
  createdByName: "Test ADMIN",
  createdAt: readingTime
})

export const batch = (batchNumber: string, overrides: Partial<DryingBatch> = {}): DryingBatch => ({
  id: `id-${batchNumber}`,
  batchNumber,
  status: "IN_PROGRESS",
  woodTypeId: "wt-1",
  woodType: { id: "wt-1", name: "Mvule" },
  thickness: 50.8,
  pieceCount: 10,
  startingHumidity: 40,
  startingElectricityUnits: 1000,
  startTime: "2026-11-20T08:00:00.000Z",
  endTime: null,
  notes: null,
  warehouseId: "wh-1",
  sourceWarehouseId: "wh-1",
  stockThickness: '2"',
  createdByName: "Test ADMIN",
  createdAt: "2026-11-20T08:00:00.000Z",
  readings: [],
  version: "0",
  ...overrides
})

export const completed = (batchNumber: string, woodType: string, endTime: string, finalHumidity: number | null): DryingBatch =>
  batch(batchNumber, {
    status: "COMPLETED",
    woodType: { id: `wt-${woodType}`, name: woodType },
    woodTypeId: `wt-${woodType}`,
    endTime,
    readings:
      finalHumidity === null
        ? []
        : [reading(`${batchNumber}-r1`, "2026-11-20T10:00:00.000Z", 990, 30), reading(`${batchNumber}-r2`, "2026-11-20T12:00:00.000Z", 980, finalHumidity)]
  })
