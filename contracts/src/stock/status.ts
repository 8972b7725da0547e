import { Schema } from "effect"
import { StockRowId, type WarehouseId, type WoodTypeId } from "../shared/ids"

/** The condition a piece is in (factory spec section 3, transfer item woodStatus). */
export const WOOD_STATUSES = ["NOT_DRIED", "UNDER_DRYING", "DRIED", "DAMAGED"] as const
export const WoodStatus = Schema.Literal(...WOOD_STATUSES)
export type WoodStatus = typeof WoodStatus.Type

/** Spec section 9: "Wood status labels: Not Dried, Under Drying, Dried, Damaged". */
export const WOOD_STATUS_LABELS: Readonly<Record<WoodStatus, string>> = {
  NOT_DRIED: "Not Dried",
  UNDER_DRYING: "Under Drying",
  DRIED: "Dried",
  DAMAGED: "Damaged"
}

/** Every quantity a stock row holds: the four statuses and the two in-transit counts. */
export const STOCK_BUCKETS = [...WOOD_STATUSES, "IN_TRANSIT_OUT", "IN_TRANSIT_IN"] as const
export const StockBucket = Schema.Literal(...STOCK_BUCKETS)
export type StockBucket = typeof StockBucket.Type

export type StockQuantities = Readonly<Record<StockBucket, number>>

export const EMPTY_STOCK: StockQuantities = { NOT_DRIED: 0, UNDER_DRYING: 0, DRIED: 0, DAMAGED: 0, IN_TRANSIT_OUT: 0, IN_TRANSIT_IN: 0 }

/** Derived stock figures (factory spec section 3): one definition for the table, the PDF and the alerts. */
export const stockTotal = (q: StockQuantities) => q.NOT_DRIED + q.UNDER_DRYING + q.DRIED + q.DAMAGED
export const stockAvailable = (q: StockQuantities) => q.NOT_DRIED + q.DRIED
export const stockInTransit = (q: StockQuantities) => q.IN_TRANSIT_OUT + q.IN_TRANSIT_IN

/**
 * What moved the stock: each movement names its source document (receipt = LOT, slicing
 * operation, drying batch, transfer, adjustment).
 */
export const STOCK_SOURCES = [
  "RECEIPT_COMPLETED",
  "SLICING_COMPLETED",
  "DRYING_STARTED",
  "DRYING_COMPLETED",
  "TRANSFER_APPROVED",
  "TRANSFER_COMPLETED",
  "TRANSFER_REJECTED",
  "ADJUSTMENT"
] as const
export const StockSource = Schema.Literal(...STOCK_SOURCES)
export type StockSource = typeof StockSource.Type

/** A stock row's key: warehouse × wood type × thickness ("1\"", "2\"", or a custom text). */
export interface StockRowKey {
  readonly warehouseId: WarehouseId
  readonly woodTypeId: WoodTypeId
  readonly thickness: string
}

/** The thickness as rows compare it: trimmed, inner spaces collapsed. */
export const normalThickness = (thickness: string) => thickness.trim().replace(/\s+/g, " ")

/** One id per row, stable and readable; also the tail of its stream name. */
export const stockRowId = (key: StockRowKey) => StockRowId.make(`${key.warehouseId}~${key.woodTypeId}~${normalThickness(key.thickness)}`)
