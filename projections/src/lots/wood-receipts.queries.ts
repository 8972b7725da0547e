import { toWoodReceipt, type LotStatus, type LotTraceability, type WoodFormat, type WoodReceipt } from "@timber/contracts"
import type { ReadDb } from "../database"
import { listSlicingOperations } from "../slicing/slicing-operations.queries"
import type { WoodReceiptsTable } from "./wood-receipts.table"

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString())
const num = (value: number | string | null): number | null => (value === null ? null : Number(value))

/** A LOT row as the API shows it: the row read back into the LOT's fields, then the one view both sides use. */
export const receiptFromRow = (row: WoodReceiptsTable): WoodReceipt =>
  toWoodReceipt(
    {
      lotId: row.id,
      lotNumber: row.lot_number,
      woodTypeId: row.wood_type_id,
      supplier: row.supplier,
      receiptDate: row.receipt_date,
      purchaseOrder: row.purchase_order,
      woodFormat: row.wood_format as WoodFormat,
      status: row.status as LotStatus,
      notes: row.notes,
      estimatedVolumeM3: num(row.estimated_volume_m3),
      estimatedPieces: num(row.estimated_pieces),
      estimatedAmount: Number(row.estimated_amount)
    },
    row.wood_type_name,
    { createdAt: iso(row.created_at)!, updatedAt: iso(row.updated_at)!, lastWorkedBy: row.last_worked_by, lastWorkedAt: iso(row.last_worked_at) },
    { actualVolumeM3: num(row.actual_volume_m3), actualPieces: num(row.actual_pieces), receiptConfirmedAt: iso(row.receipt_confirmed_at) }
  )

/** Newest first, as the LOT screen and the dashboard's Recent LOTs show them. */
export const listWoodReceipts = async (db: ReadDb): Promise<WoodReceipt[]> =>
  (await db.selectFrom("wood_receipts").selectAll().orderBy("created_at", "desc").orderBy("lot_number").execute()).map(receiptFromRow)

/** A LOT's history: its receipt, then its slicing operations in the order they were recorded. */
export const lotTraceability = async (db: ReadDb, lotNumber: string): Promise<LotTraceability> => {
  const rows = await db.selectFrom("wood_receipts").selectAll().where("lot_number", "=", lotNumber).execute()
  const operations = (await listSlicingOperations(db, lotNumber)).reverse()
  return {
    lotNumber,
    stages: {
      woodReceipts: rows.map(receiptFromRow).map((r) => ({
        id: r.id,
        woodType: r.woodType,
        supplier: r.supplier,
        estimatedVolumeM3: r.estimatedVolumeM3,
        estimatedPieces: r.estimatedPieces,
        actualVolumeM3: r.actualVolumeM3,
        actualPieces: r.actualPieces,
        status: r.status,
        receiptDate: r.receiptDate,
        lastWorkedBy: r.lastWorkedBy,
        lastWorkedAt: r.lastWorkedAt
      })),
      slicing: operations.map((op) => ({
        startTime: op.start_time,
        woodType: op.wood_type,
        sleeperSizes: op.sleeper_sizes.map(({ width, height, length, quantity }) => ({ width, height, length, quantity })),
        plankSizes: op.plank_sizes.map(({ width, height, length, quantity }) => ({ width, height, length, quantity }))
      }))
    }
  }
}
