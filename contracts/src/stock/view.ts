import type { StockAdjustment, WarehouseStockRow } from "./dto"
import type { StockChange } from "./events"
import { EMPTY_VOLUMES, normalThickness, stockRowId, stockSizeText, type StockQuantities, type StockRowKey, type StockVolumes, type WoodStatus } from "./status"

/** A stock row as its aggregate holds it: its key, its quantities and its minimum level. */
export interface StockRowFields {
  readonly key: StockRowKey
  readonly quantities: StockQuantities
  /** m³ per quantity; absent: none known (a row as a write answers it before nominal sizes) */
  readonly volumes?: StockVolumes
  readonly minimum: number | null
}

/** The one answer for a stock row: setting a minimum answers with it from the row's state, the warehouse's stock from its row. */
export const toWarehouseStockRow = (row: StockRowFields, woodTypeName: string, updatedAt: string): WarehouseStockRow => {
  const m3 = row.volumes ?? EMPTY_VOLUMES
  return {
    id: stockRowId(row.key),
    warehouseId: row.key.warehouseId,
    woodTypeId: row.key.woodTypeId,
    woodType: { id: row.key.woodTypeId, name: woodTypeName },
    thickness: normalThickness(row.key.thickness),
    product: row.key.product ?? null,
    width: row.key.product === undefined ? null : (row.key.width ?? null),
    size: stockSizeText(row.key),
    statusNotDried: row.quantities.NOT_DRIED,
    statusUnderDrying: row.quantities.UNDER_DRYING,
    statusDried: row.quantities.DRIED,
    statusDamaged: row.quantities.DAMAGED,
    statusInTransitOut: row.quantities.IN_TRANSIT_OUT,
    statusInTransitIn: row.quantities.IN_TRANSIT_IN,
    m3NotDried: m3.NOT_DRIED,
    m3UnderDrying: m3.UNDER_DRYING,
    m3Dried: m3.DRIED,
    m3Damaged: m3.DAMAGED,
    m3InTransitOut: m3.IN_TRANSIT_OUT,
    m3InTransitIn: m3.IN_TRANSIT_IN,
    minimumStockLevel: row.minimum,
    updatedAt
  }
}

/** An adjustment as the ledger records it: the movement's document, its one change, why. */
export interface AdjustmentFields {
  readonly adjustmentId: string
  readonly adjustedAt: string
  /** The row adjusted: its size is named as the inventory names it. */
  readonly row: Pick<StockRowKey, "thickness" | "product" | "width">
  /** An adjustment sets one wood status (NOT_DRIED, UNDER_DRYING, DRIED or DAMAGED), never a transit quantity. */
  readonly change: StockChange & { readonly bucket: WoodStatus }
  readonly reason: string
  readonly notes: string | null
}

/** The one answer for a stock adjustment: the write answers with it from the movement it applied, the adjustments list from the ledger. */
export const toStockAdjustment = (adjustment: AdjustmentFields, names: Pick<StockAdjustment, "warehouse" | "woodType" | "adjustedBy">): StockAdjustment => ({
  id: adjustment.adjustmentId,
  adjustedAt: adjustment.adjustedAt,
  ...names,
  thickness: normalThickness(adjustment.row.thickness),
  size: stockSizeText(adjustment.row),
  woodStatus: adjustment.change.bucket,
  quantityBefore: adjustment.change.before,
  quantityAfter: adjustment.change.after,
  quantityChange: adjustment.change.change,
  m3Before: adjustment.change.m3Before ?? null,
  m3After: adjustment.change.m3After ?? null,
  m3Change: adjustment.change.m3Change ?? null,
  reason: adjustment.reason,
  notes: adjustment.notes
})
