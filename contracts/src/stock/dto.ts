import { Schema } from "effect"
import { Bounds } from "../shared/bounds"
import { Page, pageParams } from "../shared/page"
import { boundedNumber, oneOf, optionalText, requiredText } from "../shared/fields"
import { StockMessages } from "./messages"
import { StockBucket, StockProduct, StockSource, WOOD_STATUSES, WoodStatus, type StockQuantities, type StockVolumes } from "./status"
import { StockThicknessInput } from "./thickness"

export * from "./thickness"

const WoodTypeRef = Schema.Struct({ id: Schema.String, name: Schema.String })
const WarehouseRef = Schema.Struct({ id: Schema.String, name: Schema.String, code: Schema.String })

/** Warehouse stock row (factory spec section 3), with the row's minimum level. */
export const WarehouseStockRow = Schema.Struct({
  id: Schema.String,
  warehouseId: Schema.String,
  woodTypeId: Schema.String,
  woodType: WoodTypeRef,
  thickness: Schema.String,
  /** SLEEPER or PLANK and the nominal width; null on a legacy row (thickness text only). */
  product: Schema.NullOr(StockProduct),
  width: Schema.NullOr(Schema.String),
  /** The size as people read it: `Sleeper 6" × 9"` (`stockSizeText`). */
  size: Schema.String,
  statusNotDried: Schema.Number,
  statusUnderDrying: Schema.Number,
  statusDried: Schema.Number,
  statusDamaged: Schema.Number,
  statusInTransitOut: Schema.Number,
  statusInTransitIn: Schema.Number,
  /** m³ beside each quantity. */
  m3NotDried: Schema.Number,
  m3UnderDrying: Schema.Number,
  m3Dried: Schema.Number,
  m3Damaged: Schema.Number,
  m3InTransitOut: Schema.Number,
  m3InTransitIn: Schema.Number,
  minimumStockLevel: Schema.NullOr(Schema.Number),
  updatedAt: Schema.String,
  /**
   * GET /management/warehouses/{id}/stock only (the read side): when this row's pieces under
   * drying should be dry, the latest estimate of its IN_PROGRESS batches (section 2.6); null when
   * none gives one. A write's answer (setting a minimum) leaves it out.
   */
  estimatedDryingFinish: Schema.optional(Schema.NullOr(Schema.String))
})
export type WarehouseStockRow = typeof WarehouseStockRow.Type

const WarehouseQuantities = Schema.Struct({
  warehouse: WarehouseRef,
  notDried: Schema.Number,
  underDrying: Schema.Number,
  dried: Schema.Number,
  damaged: Schema.Number,
  inTransitOut: Schema.Number,
  inTransitIn: Schema.Number
})

/** Consolidated summary row (factory spec section 3). */
export const ConsolidatedStockRow = Schema.Struct({
  woodType: WoodTypeRef,
  thickness: Schema.String,
  product: Schema.NullOr(StockProduct),
  width: Schema.NullOr(Schema.String),
  size: Schema.String,
  totalNotDried: Schema.Number,
  totalUnderDrying: Schema.Number,
  totalDried: Schema.Number,
  totalDamaged: Schema.Number,
  totalInTransit: Schema.Number,
  /** m³ beside each total. */
  totalNotDriedM3: Schema.Number,
  totalUnderDryingM3: Schema.Number,
  totalDriedM3: Schema.Number,
  totalDamagedM3: Schema.Number,
  totalInTransitM3: Schema.Number,
  warehouses: Schema.Array(WarehouseQuantities)
})
export type ConsolidatedStockRow = typeof ConsolidatedStockRow.Type

/** Low stock alert (factory spec section 3); currentStock is the row's Available figure. */
export const LowStockAlert = Schema.Struct({
  id: Schema.String,
  warehouse: WarehouseRef,
  woodType: WoodTypeRef,
  thickness: Schema.String,
  size: Schema.String,
  currentStock: Schema.Number,
  /** The m³ of the available pieces (m³ beside pieces everywhere). */
  currentStockM3: Schema.Number,
  minimumStockLevel: Schema.Number,
  shortfall: Schema.Number
})
export type LowStockAlert = typeof LowStockAlert.Type

const Person = Schema.Struct({ id: Schema.NullOr(Schema.String), firstName: Schema.String, lastName: Schema.String, email: Schema.String })

/** Stock adjustment (factory spec section 3). */
export const StockAdjustment = Schema.Struct({
  id: Schema.String,
  adjustedAt: Schema.String,
  warehouse: WarehouseRef,
  woodType: WoodTypeRef,
  thickness: Schema.String,
  /** The row as the inventory names it: `Plank 1" × 8"` (`stockSizeText`). */
  size: Schema.String,
  woodStatus: WoodStatus,
  quantityBefore: Schema.Number,
  quantityAfter: Schema.Number,
  quantityChange: Schema.Number,
  /** The m³ beside the pieces; null on an adjustment recorded before nominal sizes (it moved pieces only). */
  m3Before: Schema.NullOr(Schema.Number),
  m3After: Schema.NullOr(Schema.Number),
  m3Change: Schema.NullOr(Schema.Number),
  reason: Schema.String,
  notes: Schema.NullOr(Schema.String),
  adjustedBy: Person
})
export type StockAdjustment = typeof StockAdjustment.Type

const idFilter = Schema.optional(Schema.String.pipe(Schema.maxLength(Bounds.text.id)))

/** What the adjustment list sorts by (GET /management/stock/adjustments `sort`); newest first when none is named. */
export const ADJUSTMENT_SORTS = ["adjustedAt", "woodStatus"] as const
export type AdjustmentSort = (typeof ADJUSTMENT_SORTS)[number]

/** GET /management/stock/adjustments: a page of adjustments, filtered by warehouse and wood status, searched (`q`) in the reason, notes and thickness. */
export const AdjustmentListParams = Schema.Struct({ ...pageParams(ADJUSTMENT_SORTS), warehouseId: idFilter, woodStatus: Schema.optional(WoodStatus) })
export type AdjustmentListParams = typeof AdjustmentListParams.Type

export const StockAdjustmentPage = Page(StockAdjustment)
export type StockAdjustmentPage = typeof StockAdjustmentPage.Type

/** One line of the stock ledger: a quantity of a row changed, why, and by whom. */
export const StockLedgerEntry = Schema.Struct({
  id: Schema.String,
  position: Schema.String,
  occurredAt: Schema.String,
  actor: Schema.NullOr(Schema.String),
  warehouse: WarehouseRef,
  woodType: WoodTypeRef,
  thickness: Schema.String,
  size: Schema.String,
  status: StockBucket,
  before: Schema.Number,
  after: Schema.Number,
  change: Schema.Number,
  /** The m³ that moved with the pieces; null on lines recorded before nominal sizes. */
  m3Change: Schema.NullOr(Schema.Number),
  reason: Schema.String,
  source: StockSource,
  sourceDocumentId: Schema.NullOr(Schema.String),
  sourceDocumentNumber: Schema.NullOr(Schema.String)
})
export type StockLedgerEntry = typeof StockLedgerEntry.Type

/** What the ledger sorts by (GET /management/stock/ledger `sort`); newest first (log position) when none is named. */
export const LEDGER_SORTS = ["position", "occurredAt", "source", "status"] as const
export type LedgerSort = (typeof LEDGER_SORTS)[number]

/**
 * GET /management/stock/ledger: a page of ledger lines, filtered by warehouse, stock row, source,
 * source document and quantity, searched (`q`) in the reason, document number and thickness.
 */
export const LedgerListParams = Schema.Struct({
  ...pageParams(LEDGER_SORTS),
  warehouseId: idFilter,
  stockRowId: idFilter,
  sourceDocumentId: idFilter,
  source: Schema.optional(StockSource),
  status: Schema.optional(StockBucket)
})
export type LedgerListParams = typeof LedgerListParams.Type

export const StockLedgerPage = Page(StockLedgerEntry)
export type StockLedgerPage = typeof StockLedgerPage.Type

export const StockMismatch = Schema.Struct({
  stockRowId: Schema.String,
  status: StockBucket,
  quantity: Schema.Number,
  ledgerSum: Schema.Number
})

/** GET /management/stock/verify: every row's ledger sum against its quantity. */
export const StockVerification = Schema.Struct({ rows: Schema.Number, mismatches: Schema.Array(StockMismatch) })
export type StockVerification = typeof StockVerification.Type

const rowFields = {
  warehouseId: requiredText("Warehouse", "Warehouse is required", Bounds.text.id),
  woodTypeId: requiredText("Wood type", "Wood type is required", Bounds.text.id),
  // a number with a unit (thickness.ts), never free text
  thickness: Schema.propertySignature(StockThicknessInput).annotations({ missingMessage: () => StockMessages.thicknessRequired }),
  /** The row's product and nominal width; without a product, a legacy row by thickness. */
  product: Schema.optional(StockProduct.annotations({ message: () => StockMessages.productInvalid })),
  // a number with a unit, as a thickness is; mapped to its nominal size with the thickness
  width: Schema.optional(Schema.NullOr(StockThicknessInput))
}

const stockQuantity = boundedNumber("Quantity", Bounds.stockPieces, {
  notNumber: StockMessages.quantityInvalid,
  notWholeNumber: StockMessages.quantityInvalid,
  belowMin: StockMessages.quantityInvalid
})

/** POST /management/stock/adjustments: set a status of a row to a counted quantity, with a reason. */
export const StockAdjustmentPayload = Schema.Struct({
  ...rowFields,
  woodStatus: oneOf("Wood status", ...WOOD_STATUSES),
  quantity: Schema.propertySignature(stockQuantity).annotations({ missingMessage: () => StockMessages.quantityInvalid }),
  reason: requiredText("Reason", StockMessages.reasonRequired, Bounds.text.line),
  notes: optionalText("Notes")
})
export type StockAdjustmentPayload = typeof StockAdjustmentPayload.Type

/** PUT /management/stock/minimum-levels: a row's minimum (null clears it). */
export const StockMinimumPayload = Schema.Struct({
  ...rowFields,
  minimumStockLevel: Schema.NullOr(stockQuantity)
})
export type StockMinimumPayload = typeof StockMinimumPayload.Type

/** A stock row's m³ by bucket, for the derived figures (stockTotal, stockAvailable, stockInTransit work on m³ too). */
export const volumesOf = (row: WarehouseStockRow): StockVolumes => ({
  NOT_DRIED: row.m3NotDried,
  UNDER_DRYING: row.m3UnderDrying,
  DRIED: row.m3Dried,
  DAMAGED: row.m3Damaged,
  IN_TRANSIT_OUT: row.m3InTransitOut,
  IN_TRANSIT_IN: row.m3InTransitIn
})

/** A stock row's quantities by bucket, for the derived figures (stockTotal, stockAvailable, stockInTransit). */
export const quantitiesOf = (row: WarehouseStockRow): StockQuantities => ({
  NOT_DRIED: row.statusNotDried,
  UNDER_DRYING: row.statusUnderDrying,
  DRIED: row.statusDried,
  DAMAGED: row.statusDamaged,
  IN_TRANSIT_OUT: row.statusInTransitOut,
  IN_TRANSIT_IN: row.statusInTransitIn
})
