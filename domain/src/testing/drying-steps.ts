import { DryingBatchId, WarehouseId, WoodTypeId, EMPTY_WOOD_TYPE_CATALOGUE, type DryingEvent, type StockRowKey, type WarehouseDetails } from "@timber/contracts"
import { HashSet } from "effect"
import { fold } from "../decider/decider"
import { DryingDecider } from "../drying-batch/decider"
import { StockRowDecider, type StockRowState } from "../stock-row/decider"
import { StockMovements } from "../stock-row/movements"
import { WarehouseDecider } from "../warehouse/decider"
import { WoodTypeDecider } from "../wood-type/decider"

/** The states the drying steps' specs are given: a kiln batch of Mvule planks dried from the main yard's stock. */

/** When the server received the commands: a day after the batch started. */
export const NOW = "2026-11-23T06:00:00.000Z"
export const STARTED_AT = "2026-11-22T06:00:00.000Z"
export const admin = { role: "ADMIN" }
export const operator = { role: "USER" }
export const dryingId = DryingBatchId.make("d1")

export const mvule = fold(WoodTypeDecider, [
  { _tag: "WoodTypeCreated", woodTypeId: WoodTypeId.make("wt"), name: "Mvule", grade: null, catalogue: EMPTY_WOOD_TYPE_CATALOGUE }
])
export const teak = fold(WoodTypeDecider, [
  { _tag: "WoodTypeCreated", woodTypeId: WoodTypeId.make("teak"), name: "Teak", grade: null, catalogue: EMPTY_WOOD_TYPE_CATALOGUE }
])
export const noWoodType = WoodTypeDecider.initialState

const yard: WarehouseDetails = {
  code: "WH-001",
  name: "Main yard",
  address: "Plot 4, Mbeya",
  contactPerson: "Asha",
  stockControlEnabled: true,
  requiresApproval: false
}
export const mainYard = fold(WarehouseDecider, [{ _tag: "WarehouseCreated", warehouseId: WarehouseId.make("w1"), ...yard }])
export const archivedYard = fold(WarehouseDecider, [
  { _tag: "WarehouseCreated", warehouseId: WarehouseId.make("w1"), ...yard },
  { _tag: "WarehouseArchived", warehouseId: WarehouseId.make("w1") }
])
export const yardWithoutStock = fold(WarehouseDecider, [{ _tag: "WarehouseCreated", warehouseId: WarehouseId.make("w1"), ...yard, stockControlEnabled: false }])
export const noWarehouse = WarehouseDecider.initialState

/** The row of 2" Mvule in the main yard. */
export const row: StockRowKey = { warehouseId: WarehouseId.make("w1"), woodTypeId: WoodTypeId.make("wt"), thickness: '2"' }

export const setupFields = {
  woodTypeId: WoodTypeId.make("wt"),
  woodTypeName: "Mvule",
  thicknessMm: 50.8,
  pieceCount: 30,
  startingHumidity: 42,
  startingElectricityUnits: 1000,
  startTime: STARTED_AT,
  notes: null
}

/** A batch started from the row (`stockTaken`: true; null for a batch from before that was recorded; false: not from stock). */
export const startedFrom = (stockTaken: boolean | null, pieceCount = 30): Extract<DryingEvent, { readonly _tag: "DryingStarted" }> => ({
  _tag: "DryingStarted",
  dryingId,
  batchNumber: "DB-2026-0001",
  warehouseId: row.warehouseId,
  stockThickness: row.thickness,
  createdByName: "Asha",
  ...(stockTaken === null ? {} : { stockTaken }),
  ...setupFields,
  pieceCount
})

export const readingAdded = (n: number): Extract<DryingEvent, { readonly _tag: "DryingReadingAdded" }> => ({
  _tag: "DryingReadingAdded",
  dryingId,
  readingId: `r${n}`,
  readingTime: `2026-11-22T0${6 + n}:00:00.000Z`,
  electricityMeter: 1000 - n * 20,
  humidity: 42 - n * 5,
  notes: null,
  lukuSms: null,
  createdByName: "Asha"
})

export const completed: DryingEvent = { _tag: "DryingCompleted", dryingId, endTime: NOW, finalHumidity: 32, targetHumidity: 12 }

export const batchOf = (...events: ReadonlyArray<DryingEvent>) => fold(DryingDecider, events)
/** A batch that can complete: started from the row, two readings taken. */
export const measured = (stockTaken: boolean | null = true, pieceCount = 30) => batchOf(startedFrom(stockTaken, pieceCount), readingAdded(1), readingAdded(2))

export const doc = { documentId: dryingId, documentNumber: "DB-2026-0001" }

/** The row's first book: holding the start's movement of `pieces` (a batch from before `stockTaken` was recorded did take them), or not. */
export const firstBookWithStart = (pieces = 30): StockRowState => ({
  ...StockRowDecider.initialState,
  applied: HashSet.make(StockMovements.startDrying(doc, row, pieces)[0]!.movementId)
})
export const firstBookWithoutStart: StockRowState = StockRowDecider.initialState
