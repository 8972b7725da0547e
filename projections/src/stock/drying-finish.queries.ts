import { normalThickness, stockRowId, WarehouseId, WoodTypeId, type StockProduct } from "@timber/contracts"
import { estimatedDryingFinish } from "@timber/domain/calculators/drying-estimate"
import type { ReadDb } from "../database"

/** The part of a stock row's key a batch names: its wood type, product, thickness and width (the warehouse is the query's). */
export interface DryingRow {
  readonly woodTypeId: string
  readonly product: StockProduct | null
  readonly thickness: string
  readonly width: string | null
}

const rowKey = (row: DryingRow) => [row.woodTypeId, row.product ?? "", normalThickness(row.thickness), row.width ?? "?"].join("~")

type Batch = { wood_type_id: string; stock_product: string | null; stock_thickness: string; stock_width: string | null }

/** The legacy row (thickness only) a batch started before nominal sizes took its pieces from. */
const legacyRowOf = (warehouseId: string, batch: Batch) =>
  stockRowId({ warehouseId: WarehouseId.make(warehouseId), woodTypeId: WoodTypeId.make(batch.wood_type_id), thickness: batch.stock_thickness })

/**
 * Where the legacy rows of these batches went: the carry-over's arrival lines name the legacy
 * row as their document, on the row in nominal sizes that took its pieces — those under drying included.
 */
const carriedRows = async (db: ReadDb, legacyIds: ReadonlyArray<string>) => {
  if (legacyIds.length === 0) return new Map<string, DryingRow>()
  const arrivals = await db
    .selectFrom("stock_ledger")
    .select(["source_document_id", "wood_type_id", "product", "thickness", "width"])
    .where("source_document_id", "in", legacyIds)
    .where("source", "=", "CARRIED_OVER")
    .where("product", "is not", null)
    .execute()
  return new Map(
    arrivals.map((line) => [
      line.source_document_id!,
      { woodTypeId: line.wood_type_id, product: line.product as StockProduct, thickness: line.thickness, width: line.width }
    ])
  )
}

/**
 * The row a batch's pieces are in now. A batch in nominal sizes names its row whole (two
 * rows of one thickness, 1" × 6" and 1" × 8", each get their own batch's finish). A batch started
 * from a legacy row (thickness only) follows that row's pieces to where the carry-over put them; a
 * legacy row still awaiting its carry-over keeps its own text.
 */
const batchRow = (batch: Batch, carried: DryingRow | undefined): DryingRow =>
  batch.stock_product !== null
    ? { woodTypeId: batch.wood_type_id, product: batch.stock_product as StockProduct, thickness: batch.stock_thickness, width: batch.stock_width }
    : (carried ?? { woodTypeId: batch.wood_type_id, product: null, thickness: batch.stock_thickness, width: null })

/**
 * When the pieces under drying in a warehouse's stock rows should be dry (factory spec sections
 * 2.6 and 9): for each row, the IN_PROGRESS batches started from it in this warehouse, each
 * estimated by the domain's humidity trend to the 12 % target. Several batches in one row: the
 * latest of their estimates — the row is dry when its last batch is (a batch with no estimate yet,
 * or already at target, adds none). Answers a lookup by the row, null where no batch gives one.
 */
export const dryingFinishesOf = async (db: ReadDb, warehouseId: string) => {
  const batches = await db
    .selectFrom("drying_processes")
    .select(["id", "wood_type_id", "stock_product", "stock_thickness", "stock_width"])
    .where("warehouse_id", "=", warehouseId)
    .where("status", "=", "IN_PROGRESS")
    .where("stock_thickness", "is not", null)
    .execute()
  const latest = new Map<string, number>()
  if (batches.length > 0) {
    const legacy = batches.filter((b) => b.stock_product === null).map((b) => legacyRowOf(warehouseId, { ...b, stock_thickness: b.stock_thickness! }))
    const carried = await carriedRows(db, legacy)
    const readings = await db
      .selectFrom("drying_readings")
      .select(["drying_id", "reading_time", "humidity"])
      .where(
        "drying_id",
        "in",
        batches.map((b) => b.id)
      )
      .execute()
    for (const batch of batches) {
      const finish = estimatedDryingFinish(
        readings.filter((r) => r.drying_id === batch.id).map((r) => ({ readingTime: new Date(r.reading_time).toISOString(), humidity: Number(r.humidity) }))
      )
      if (finish === null) continue
      const stocked = { ...batch, stock_thickness: batch.stock_thickness! }
      const key = rowKey(batchRow(stocked, stocked.stock_product === null ? carried.get(legacyRowOf(warehouseId, stocked)) : undefined))
      latest.set(key, Math.max(latest.get(key) ?? 0, finish.getTime()))
    }
  }
  return (row: DryingRow): string | null => {
    const finish = latest.get(rowKey(row))
    return finish === undefined ? null : new Date(finish).toISOString()
  }
}
