import {
  LotId,
  toLot,
  type LotDto,
  type LotListParams,
  type LotSort,
  type PageRequest,
  type LotStatus,
  type LotTraceability,
  type WoodFormat,
  WoodTypeId
} from "@timber/contracts"
import type { ReadDb } from "../database"
import { keysetPage, type KeysetPage } from "../paging/keyset-page"
import type { CursorPosition } from "../paging/cursor"
import { containsPattern } from "../paging/search"
import { measurementTotals, sleeperOfItem } from "@timber/domain/calculators/sleeper-volume"
import { listReceiptHistory, listReceiptItems } from "../receipts/receipts.queries"
import { listSlicingOperations } from "../slicing/slicing-operations.queries"
import type { LotsTable } from "./lots.table"
import { lotJourney } from "./lot-journey.queries"

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString())
const num = (value: number | string | null): number | null => (value === null ? null : Number(value))

/** A LOT row as the API shows it: the row read back into the LOT's fields, then the one view both sides use. */
export const lotFromRow = (row: LotsTable): LotDto =>
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

/** The column each LOT sort reads; each has an index ending in the id (migrations 20261206_0500 and _0510). */
const LOT_SORT_COLUMNS: Record<LotSort, string> = {
  createdAt: "created_at",
  lotNumber: "lot_number",
  receiptDate: "receipt_date",
  supplier: "supplier",
  purchaseOrder: "purchase_order",
  status: "status"
}

export type LotFilters = Pick<LotListParams, "status" | "lotNumber" | "woodTypeId" | "woodFormat">

/** One page of the LOT list (the LOT screen, the dashboard's Recent LOTs, the pickers), filtered and searched on the server. */
export const pageLots = async (
  db: ReadDb,
  request: PageRequest<LotSort>,
  after: CursorPosition | null,
  filters: LotFilters = {}
): Promise<KeysetPage<LotDto>> => {
  let query = db.selectFrom("wood_receipts").selectAll()
  if (filters.status) query = query.where("status", "in", filters.status)
  if (filters.lotNumber) query = query.where("lot_number", "=", filters.lotNumber)
  if (filters.woodTypeId) query = query.where("wood_type_id", "=", filters.woodTypeId)
  if (filters.woodFormat) query = query.where("wood_format", "=", filters.woodFormat)
  if (request.q) {
    const pattern = containsPattern(request.q)
    query = query.where((eb) =>
      eb.or([
        eb("lot_number", "ilike", pattern),
        eb("supplier", "ilike", pattern),
        eb("purchase_order", "ilike", pattern),
        eb("wood_type_name", "ilike", pattern)
      ])
    )
  }
  const page = await keysetPage(query, request, after, { column: LOT_SORT_COLUMNS[request.sort], idColumn: "id" })
  return { ...page, items: page.items.map(lotFromRow) }
}

/**
 * The LOTs that may be a day's receipts (the wall's panel): received on `day` or entered within 30
 * hours of its noon (UTC), which holds the factory's day in any time zone. Two index range scans,
 * whatever the history.
 */
export const lotsAroundDay = async (db: ReadDb, day: string): Promise<LotDto[]> => {
  const noon = new Date(`${day}T12:00:00Z`).getTime()
  const from = new Date(noon - 30 * 3600_000).toISOString()
  const to = new Date(noon + 30 * 3600_000).toISOString()
  const rows = await db
    .selectFrom("wood_receipts")
    .selectAll()
    .where((eb) => eb.or([eb("receipt_date", ">=", day).and("receipt_date", "<", `${day}~`), eb("created_at", ">=", from).and("created_at", "<", to)]))
    .execute()
  return rows.map(lotFromRow)
}

/** A LOT's history: its receipt, then its slicing operations in the order they were recorded. */
export const lotTraceability = async (db: ReadDb, lotNumber: string): Promise<LotTraceability> => {
  const rows = await db.selectFrom("wood_receipts").selectAll().where("lot_number", "=", lotNumber).execute()
  const [operations, journey] = await Promise.all([listSlicingOperations(db, lotNumber).then((ops) => ops.reverse()), lotJourney(db, lotNumber)])
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
      })),
      journey
    }
  }
}
