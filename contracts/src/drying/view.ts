import type { DryingBatch, DryingReading, DryingStatus } from "./dto"
import type { DryingReadingFields, DryingSetup } from "./events"
import { stockSizeText, type StockProduct } from "../stock/status"

/** A drying batch as its aggregate holds it, its readings apart (each shows when it was added). The wood type's name is null on rows written without one. */
export interface DryingBatchFields {
  readonly dryingId: string
  readonly batchNumber: string
  readonly status: DryingStatus
  readonly warehouseId: string | null
  readonly stockThickness: string | null
  readonly stockProduct?: "SLEEPER" | "PLANK" | undefined
  readonly stockWidth?: string | null | undefined
  readonly createdByName: string | null
  readonly setup: Omit<DryingSetup, "woodTypeName"> & { readonly woodTypeName: string | null }
  readonly endTime: string | null
}

/** One reading as the API shows it; `createdAt` is when it was added (its event's time). */
export const toDryingReading = (reading: DryingReadingFields, createdAt: string): DryingReading => ({
  id: reading.readingId,
  readingTime: reading.readingTime,
  electricityMeter: reading.electricityMeter,
  humidity: reading.humidity,
  notes: reading.notes,
  lukuSms: reading.lukuSms,
  createdByName: reading.createdByName,
  createdAt
})

/**
 * The one answer for a drying batch: a write answers with it from the aggregate's state, the
 * drying list from its rows. Readings show in time order (two at one time: in the order they were added).
 */
export const toDryingBatch = (
  batch: DryingBatchFields,
  createdAt: string,
  readings: ReadonlyArray<DryingReading>,
  /** Its stream's revision after its last event, a reading's included (contracts shared/record-version.ts). */
  version: string
): DryingBatch => ({
  id: batch.dryingId,
  batchNumber: batch.batchNumber,
  status: batch.status,
  woodTypeId: batch.setup.woodTypeId,
  woodType: batch.setup.woodTypeName === null ? null : { id: batch.setup.woodTypeId, name: batch.setup.woodTypeName },
  thickness: batch.setup.thicknessMm,
  pieceCount: batch.setup.pieceCount,
  startingHumidity: batch.setup.startingHumidity,
  startingElectricityUnits: batch.setup.startingElectricityUnits,
  startTime: batch.setup.startTime,
  endTime: batch.endTime,
  notes: batch.setup.notes,
  warehouseId: batch.warehouseId,
  sourceWarehouseId: batch.warehouseId,
  stockThickness: batch.stockThickness,
  ...(batch.stockProduct === undefined ? {} : { stockProduct: batch.stockProduct, stockWidth: batch.stockWidth ?? null }),
  createdByName: batch.createdByName,
  createdAt,
  readings: [...readings].sort((a, b) => a.readingTime.localeCompare(b.readingTime)),
  version
})

/**
 * The stock row a batch took its pieces from, named as the inventory names it (`Plank 2" × 8"`; a batch of a
 * legacy row: its thickness); null for a batch not dried from stock. Process Details, the running card and the
 * kiln charges show it.
 */
export const dryingStockSize = (batch: {
  readonly stockThickness: string | null
  readonly stockProduct?: StockProduct | null | undefined
  readonly stockWidth?: string | null | undefined
}): string | null =>
  batch.stockThickness === null
    ? null
    : stockSizeText({
        thickness: batch.stockThickness,
        ...(batch.stockProduct === null || batch.stockProduct === undefined ? {} : { product: batch.stockProduct, width: batch.stockWidth ?? null })
      })
