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
  "ADJUSTMENT",
  "CARRIED_OVER"
] as const
export const StockSource = Schema.Literal(...STOCK_SOURCES)
export type StockSource = typeof StockSource.Type

/** What a row holds: sleepers as received, or planks as sliced. */
export const STOCK_PRODUCTS = ["SLEEPER", "PLANK"] as const
export const StockProduct = Schema.Literal(...STOCK_PRODUCTS)
export type StockProduct = typeof StockProduct.Type
export const STOCK_PRODUCT_LABELS: Readonly<Record<StockProduct, string>> = { SLEEPER: "Sleeper", PLANK: "Plank" }

/** m³ per quantity of a row, beside its pieces. */
export type StockVolumes = Readonly<Record<StockBucket, number>>
export const EMPTY_VOLUMES: StockVolumes = EMPTY_STOCK

/** m³ as rows keep and show it: to the cubic millimetre's thousandth (6 decimals), so sums carry no float noise. */
export const roundM3 = (m3: number) => Math.round(m3 * 1e6) / 1e6
/** m³ as every screen and PDF writes it: 3 decimals and the unit ("0.085 m³"). */
export const formatM3 = (m3: number) => `${(Math.round(m3 * 1000) / 1000).toFixed(3)} m³`

/** A row offered to pick, as every picker names it: `Sleeper 6" × 9" — 12 pcs · 1.020 m³` (its size, then what it holds). */
export const stockHoldingText = (size: string, pieces: number, m3: number) => `${size} — ${pieces} pcs · ${formatM3(m3)}`

/**
 * A stock row's key. Since nominal sizes a row names its product and NOMINAL thickness and width
 * (`6"` × `9"`, domain calculators/nominal-size.ts): `product` is set, `width` is the nominal width,
 * or null for a row carried over from before (its pieces' widths were never kept). A row without
 * `product` is a legacy row (warehouse × wood type × thickness text): stores hold them, and the
 * carry-over to nominal sizes moves their stock out (domain stock-row/carry-over.ts).
 */
export interface StockRowKey {
  readonly warehouseId: WarehouseId
  readonly woodTypeId: WoodTypeId
  readonly thickness: string
  readonly product?: StockProduct | undefined
  readonly width?: string | null | undefined
}

/** Whether the key names a row in nominal sizes (else a legacy row, keyed by thickness text only). */
export const isNominalRow = (key: StockRowKey): key is StockRowKey & { readonly product: StockProduct } => key.product !== undefined

/** The size a row holds, as people read it: `Sleeper 6" × 9"`, `Plank 2" × —` (width not recorded), or the legacy thickness. */
export const stockSizeText = (key: Pick<StockRowKey, "thickness" | "product" | "width">) =>
  key.product === undefined ? normalThickness(key.thickness) : `${STOCK_PRODUCT_LABELS[key.product]} ${normalThickness(key.thickness)} × ${key.width ?? "—"}`

/** The thickness as rows compare it: trimmed, inner spaces collapsed. */
export const normalThickness = (thickness: string) => thickness.trim().replace(/\s+/g, " ")

/**
 * One id per row, stable and readable; also the tail of its stream name. A nominal row's id has
 * five parts (`<warehouse>~<wood type>~SLEEPER~6"~9"`, `?` for a width not recorded), a legacy
 * row's three, so the two forms never share a stream.
 */
export const stockRowId = (key: StockRowKey) =>
  StockRowId.make(
    key.product === undefined
      ? `${key.warehouseId}~${key.woodTypeId}~${normalThickness(key.thickness)}`
      : `${key.warehouseId}~${key.woodTypeId}~${key.product}~${normalThickness(key.thickness)}~${key.width ?? "?"}`
  )
