import { LotId, toLot, type LotDto, type LotStatus, type LotTraceability, type WoodFormat, WoodTypeId } from "@timber/contracts"
import type { ReadDb } from "../database"
import { measurementTotals, sleeperOfItem } from "@timber/domain/calculators/sleeper-volume"
import { listReceiptHistory, listReceiptItems } from "../receipts/receipts.queries"
import { listSlicingOperations } from "../slicing/slicing-operations.queries"
import type { WoodReceiptsTable } from "./wood-receipts.table"

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString())
const num = (value: number | string | null): number | null => (value === null ? null : Number(value))

/** A LOT row as the API shows it: the row read back into the LOT's fields, then the one view both sides use. */
export const lotFromRow = (row: WoodReceiptsTable): LotDto =>
  toLot(
    {
      lotId: LotId.make(row.id),
      lotNumber: row.lot_number,
      woodTypeId: WoodTypeId.make(row.wood_type_id),
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
    row.version ?? "",
    { actualVolumeM3: num(row.actual_volume_m3), actualPieces: num(row.actual_pieces), receiptConfirmedAt: iso(row.receipt_confirmed_at) }
  )

/** Newest first, as the LOT screen and the dashboard's Recent LOTs show them. */
export const listLots = async (db: ReadDb): Promise<LotDto[]> =>
  (await db.selectFrom("wood_receipts").selectAll().orderBy("created_at", "desc").orderBy("lot_number").execute()).map(lotFromRow)

/** A LOT's history: its receipt, then its slicing operations in the order they were recorded. */
export const lotTraceability = async (db: ReadDb, lotNumber: string): Promise<LotTraceability> => {
  const rows = await db.selectFrom("wood_receipts").selectAll().where("lot_number", "=", lotNumber).execute()
  const operations = (await listSlicingOperations(db, lotNumber)).reverse()
  const receipts = rows.map(lotFromRow)
  const measurement = []
  for (const receipt of receipts) {
    const items = await listReceiptItems(db, receipt.id)
    if (items.length === 0) continue // not measured (or its submission was sent back)
    const submit = (await listReceiptHistory(db, receipt.id)).find((entry) => entry.action === "SUBMIT")
    // the receipt's one rounding rule (exact volumes summed, rounded once), never its rounded rows summed
    const totals = measurementTotals(items.map(sleeperOfItem))
    measurement.push({
      receiptId: receipt.id,
      sleepersMeasured: totals.pieces,
      measuredVolumeM3: totals.volumeM3,
      sleeperSizes: items.map((i) => ({ width: i.width, height: i.height, length: i.length, quantity: i.quantity })),
      submittedBy: submit?.user_name ?? null,
      submittedAt: submit?.timestamp ?? null,
      receiptConfirmedAt: receipt.receiptConfirmedAt
    })
  }
  return {
    lotNumber,
    stages: {
      woodReceipts: receipts.map((r) => ({
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
      measurement,
      slicing: operations.map((op) => ({
        startTime: op.start_time,
        woodType: op.wood_type,
        sleeperSizes: op.sleeper_sizes.map(({ width, height, length, quantity }) => ({ width, height, length, quantity })),
        plankSizes: op.plank_sizes.map(({ width, height, length, quantity }) => ({ width, height, length, quantity }))
      }))
    }
  }
}
