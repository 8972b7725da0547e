import {
  STOCK_BUCKETS,
  type AdjustmentListParams,
  type AdjustmentSort,
  type LedgerListParams,
  type LedgerSort,
  type PageRequest,
  toStockAdjustment,
  toWarehouseStockRow,
  type ConsolidatedStockRow,
  type LowStockAlert,
  type StockAdjustment,
  type StockBucket,
  type StockLedgerEntry,
  type StockSource,
  type StockVerification,
  type WarehouseStockRow,
  type WoodStatus,
  type StockProduct,
  type StockRowKey,
  roundM3,
  quantitiesOf,
  stockAvailable,
  stockSizeText,
  volumesOf,
  WarehouseId,
  WoodTypeId
} from "@timber/contracts"
import type { ReadDb } from "../database"
import type { CursorPosition } from "../paging/cursor"
import { keysetPage, type KeysetPage } from "../paging/keyset-page"
import { containsPattern } from "../paging/search"
import { dryingFinishesOf } from "./drying-finish.queries"
import { BUCKET_COLUMNS, BUCKET_M3_COLUMNS } from "./stock.projection"

const n = (v: number | string | null) => (v === null ? 0 : Number(v))

const rowsWithNames = (db: ReadDb) =>
  db
    .selectFrom("stock_rows")
    .innerJoin("warehouses", "warehouses.id", "stock_rows.warehouse_id")
    .leftJoin("wood_types", "wood_types.id", "stock_rows.wood_type_id")
    .selectAll("stock_rows")
    .select(["warehouses.name as warehouse_name", "warehouses.code as warehouse_code", "wood_types.name as wood_type_name"])

type NamedRow = Awaited<ReturnType<ReturnType<typeof rowsWithNames>["execute"]>>[number]

/** A row's key as its columns hold it: a nominal row with product and width, a legacy row by thickness. */
const keyOf = (row: { warehouse_id: string; wood_type_id: string; thickness: string; product: string | null; width: string | null }): StockRowKey => ({
  warehouseId: WarehouseId.make(row.warehouse_id),
  woodTypeId: WoodTypeId.make(row.wood_type_id),
  thickness: row.thickness,
  ...(row.product === null ? {} : { product: row.product as StockProduct, width: row.width })
})

/** A stock row as the API shows it: the row read back into the row's fields, then the one view both sides use. */
const stockRowView = (row: NamedRow): WarehouseStockRow =>
  toWarehouseStockRow(
    {
      key: keyOf(row),
      volumes: {
        NOT_DRIED: Number(row[BUCKET_M3_COLUMNS.NOT_DRIED]),
        UNDER_DRYING: Number(row[BUCKET_M3_COLUMNS.UNDER_DRYING]),
        DRIED: Number(row[BUCKET_M3_COLUMNS.DRIED]),
        DAMAGED: Number(row[BUCKET_M3_COLUMNS.DAMAGED]),
        IN_TRANSIT_OUT: Number(row[BUCKET_M3_COLUMNS.IN_TRANSIT_OUT]),
        IN_TRANSIT_IN: Number(row[BUCKET_M3_COLUMNS.IN_TRANSIT_IN])
      },
      quantities: {
        NOT_DRIED: n(row.not_dried),
        UNDER_DRYING: n(row.under_drying),
        DRIED: n(row.dried),
        DAMAGED: n(row.damaged),
        IN_TRANSIT_OUT: n(row.in_transit_out),
        IN_TRANSIT_IN: n(row.in_transit_in)
      },
      minimum: row.minimum_level === null ? null : n(row.minimum_level)
    },
    row.wood_type_name ?? row.wood_type_id,
    new Date(row.updated_at).toISOString()
  )

/** A warehouse's stock rows by wood type and thickness (GET /management/warehouses/{id}/stock). */
export const warehouseStock = async (db: ReadDb, warehouseId: string): Promise<WarehouseStockRow[]> => {
  const [rows, finishOf] = await Promise.all([
    rowsWithNames(db)
      .where("stock_rows.warehouse_id", "=", warehouseId)
      .orderBy("wood_type_name")
      .orderBy("stock_rows.product")
      .orderBy("stock_rows.thickness")
      .orderBy("stock_rows.width")
      .execute(),
    dryingFinishesOf(db, warehouseId)
  ])
  return rows.map((row) => {
    const view = stockRowView(row)
    // only a row with pieces under drying is waiting for a batch to finish
    return { ...view, estimatedDryingFinish: view.statusUnderDrying > 0 ? finishOf(view) : null }
  })
}

/** Stock of every stock-controlled warehouse, summed per wood type and thickness. */
export const consolidatedStock = async (db: ReadDb): Promise<ConsolidatedStockRow[]> => {
  const rows = await rowsWithNames(db)
    .where("warehouses.stock_control_enabled", "=", true)
    .orderBy("wood_type_name")
    .orderBy("stock_rows.product")
    .orderBy("stock_rows.thickness")
    .orderBy("stock_rows.width")
    .orderBy("warehouse_code")
    .execute()
  const groups = new Map<string, ConsolidatedStockRow>()
  for (const r of rows) {
    const v = stockRowView(r)
    const key = `${r.wood_type_id}~${v.size}`
    const g = groups.get(key) ?? {
      woodType: v.woodType,
      thickness: r.thickness,
      product: v.product,
      width: v.width,
      size: v.size,
      totalNotDried: 0,
      totalUnderDrying: 0,
      totalDried: 0,
      totalDamaged: 0,
      totalInTransit: 0,
      totalNotDriedM3: 0,
      totalUnderDryingM3: 0,
      totalDriedM3: 0,
      totalDamagedM3: 0,
      totalInTransitM3: 0,
      warehouses: []
    }
    groups.set(key, {
      ...g,
      totalNotDried: g.totalNotDried + v.statusNotDried,
      totalUnderDrying: g.totalUnderDrying + v.statusUnderDrying,
      totalDried: g.totalDried + v.statusDried,
      totalDamaged: g.totalDamaged + v.statusDamaged,
      totalInTransit: g.totalInTransit + v.statusInTransitOut + v.statusInTransitIn,
      totalNotDriedM3: roundM3(g.totalNotDriedM3 + v.m3NotDried),
      totalUnderDryingM3: roundM3(g.totalUnderDryingM3 + v.m3UnderDrying),
      totalDriedM3: roundM3(g.totalDriedM3 + v.m3Dried),
      totalDamagedM3: roundM3(g.totalDamagedM3 + v.m3Damaged),
      totalInTransitM3: roundM3(g.totalInTransitM3 + v.m3InTransitOut + v.m3InTransitIn),
      warehouses: [
        ...g.warehouses,
        {
          warehouse: { id: r.warehouse_id, name: r.warehouse_name, code: r.warehouse_code },
          notDried: v.statusNotDried,
          underDrying: v.statusUnderDrying,
          dried: v.statusDried,
          damaged: v.statusDamaged,
          inTransitOut: v.statusInTransitOut,
          inTransitIn: v.statusInTransitIn
        }
      ]
    })
  }
  return [...groups.values()]
}

/** Rows of ACTIVE stock-controlled warehouses whose available pieces (not dried + dried) are below their minimum. */
export const lowStockAlerts = async (db: ReadDb): Promise<LowStockAlert[]> =>
  (
    await rowsWithNames(db)
      .where("warehouses.status", "=", "ACTIVE")
      .where("warehouses.stock_control_enabled", "=", true)
      .where("stock_rows.minimum_level", "is not", null)
      .execute()
  )
    .map((r) => {
      const v = stockRowView(r)
      const currentStock = stockAvailable(quantitiesOf(v))
      const minimumStockLevel = v.minimumStockLevel ?? 0
      return {
        id: r.id,
        warehouse: { id: r.warehouse_id, name: r.warehouse_name, code: r.warehouse_code },
        woodType: v.woodType,
        thickness: r.thickness,
        size: v.size,
        currentStock,
        currentStockM3: roundM3(stockAvailable(volumesOf(v))),
        minimumStockLevel,
        shortfall: minimumStockLevel - currentStock
      }
    })
    .filter((a) => a.shortfall > 0)
    .sort((a, b) => b.shortfall - a.shortfall)

const ledgerWithNames = (db: ReadDb) =>
  db
    .selectFrom("stock_ledger")
    .innerJoin("warehouses", "warehouses.id", "stock_ledger.warehouse_id")
    .leftJoin("wood_types", "wood_types.id", "stock_ledger.wood_type_id")
    .leftJoin("users", "users.id", "stock_ledger.actor_id")
    .selectAll("stock_ledger")
    .select([
      "warehouses.name as warehouse_name",
      "warehouses.code as warehouse_code",
      "wood_types.name as wood_type_name",
      "users.first_name",
      "users.last_name"
    ])

type LedgerRow = Awaited<ReturnType<ReturnType<typeof ledgerWithNames>["execute"]>>[number]

/** A ledger line's m³ as its change recorded it (the line keeps the change and the quantity's m³ after); none on a line from before nominal sizes. */
const ledgerM3 = (r: LedgerRow) =>
  r.m3_change === null || r.m3_after === null
    ? {}
    : { m3Before: roundM3(Number(r.m3_after) - Number(r.m3_change)), m3After: Number(r.m3_after), m3Change: Number(r.m3_change) }

const adjustmentView = (r: LedgerRow): StockAdjustment =>
  toStockAdjustment(
    {
      adjustmentId: r.source_document_id ?? r.id,
      adjustedAt: new Date(r.occurred_at).toISOString(),
      row: keyOf(r),
      // an adjustment's ledger line is always a wood status (the source is ADJUSTMENT)
      change: { bucket: r.bucket as WoodStatus, before: n(r.before), after: n(r.after), change: n(r.change), ...ledgerM3(r) },
      reason: r.reason,
      notes: r.notes
    },
    {
      warehouse: { id: r.warehouse_id, name: r.warehouse_name, code: r.warehouse_code },
      woodType: { id: r.wood_type_id, name: r.wood_type_name ?? r.wood_type_id },
      adjustedBy: { id: r.actor_id, firstName: r.first_name ?? "", lastName: r.last_name ?? "", email: r.actor_email ?? "" }
    }
  )

const ledgerView = (r: LedgerRow): StockLedgerEntry => ({
  id: r.id,
  position: String(r.position),
  occurredAt: new Date(r.occurred_at).toISOString(),
  actor: r.actor_email,
  warehouse: { id: r.warehouse_id, name: r.warehouse_name, code: r.warehouse_code },
  woodType: { id: r.wood_type_id, name: r.wood_type_name ?? r.wood_type_id },
  thickness: r.thickness,
  size: stockSizeText(keyOf(r)),
  status: r.bucket as StockBucket,
  before: n(r.before),
  after: n(r.after),
  change: n(r.change),
  m3Change: r.m3_change === null ? null : Number(r.m3_change),
  reason: r.reason,
  source: r.source as StockSource,
  sourceDocumentId: r.source_document_id,
  sourceDocumentNumber: r.source_document_number
})

/** The column each adjustment sort reads; each has an index ending in the id (migration 20261206_0603). */
const ADJUSTMENT_SORT_COLUMNS: Record<AdjustmentSort, string> = { adjustedAt: "stock_ledger.position", woodStatus: "stock_ledger.bucket" }
// an adjustment writes one line, so its log position orders it alone

/** One page of stock adjustments (Inventory's Stock Adjustments tab), newest first, with who made them. */
export const pageStockAdjustments = async (
  db: ReadDb,
  request: PageRequest<AdjustmentSort>,
  after: CursorPosition | null,
  filters: Pick<AdjustmentListParams, "warehouseId" | "woodStatus"> = {}
): Promise<KeysetPage<StockAdjustment>> => {
  let query = ledgerWithNames(db).where("stock_ledger.source", "=", "ADJUSTMENT")
  if (filters.warehouseId) query = query.where("stock_ledger.warehouse_id", "=", filters.warehouseId)
  if (filters.woodStatus) query = query.where("stock_ledger.bucket", "=", filters.woodStatus)
  if (request.q) {
    const pattern = containsPattern(request.q)
    query = query.where((eb) =>
      eb.or([eb("stock_ledger.reason", "ilike", pattern), eb("stock_ledger.notes", "ilike", pattern), eb("stock_ledger.thickness", "ilike", pattern)])
    )
  }
  const page = await keysetPage(query, request, after, { column: ADJUSTMENT_SORT_COLUMNS[request.sort], idColumn: "stock_ledger.id" })
  return { ...page, items: page.items.map(adjustmentView) }
}

/** The column each ledger sort reads; each has an index ending in the id (migration 20261206_0603). */
const LEDGER_SORT_COLUMNS: Record<LedgerSort, string> = {
  position: "stock_ledger.position",
  occurredAt: "stock_ledger.occurred_at",
  source: "stock_ledger.source",
  status: "stock_ledger.bucket"
}

/**
 * One page of the stock ledger, newest first: every change of every quantity with its reason and
 * source document.
 */
export const pageStockLedger = async (
  db: ReadDb,
  request: PageRequest<LedgerSort>,
  after: CursorPosition | null,
  filters: Pick<LedgerListParams, "warehouseId" | "stockRowId" | "sourceDocumentId" | "source" | "status"> = {}
): Promise<KeysetPage<StockLedgerEntry>> => {
  let query = ledgerWithNames(db)
  if (filters.warehouseId?.trim()) query = query.where("stock_ledger.warehouse_id", "=", filters.warehouseId.trim())
  if (filters.stockRowId?.trim()) query = query.where("stock_ledger.stock_row_id", "=", filters.stockRowId.trim())
  if (filters.sourceDocumentId) query = query.where("stock_ledger.source_document_id", "=", filters.sourceDocumentId)
  if (filters.source) query = query.where("stock_ledger.source", "=", filters.source)
  if (filters.status) query = query.where("stock_ledger.bucket", "=", filters.status)
  if (request.q) {
    const pattern = containsPattern(request.q)
    query = query.where((eb) =>
      eb.or([
        eb("stock_ledger.reason", "ilike", pattern),
        eb("stock_ledger.source_document_number", "ilike", pattern),
        eb("stock_ledger.thickness", "ilike", pattern)
      ])
    )
  }
  // in log order one event's lines keep their own order (position and line name a line once); other sorts break ties by id
  const idColumn = request.sort === "position" ? "stock_ledger.line" : "stock_ledger.id"
  const page = await keysetPage(query, request, after, { column: LEDGER_SORT_COLUMNS[request.sort], idColumn })
  return { ...page, items: page.items.map(ledgerView) }
}

/**
 * The ledger invariant: for every stock row, each quantity equals the sum of its ledger
 * changes, and none is negative. A mismatch names the row, the quantity and both figures.
 */
export const verifyStock = async (db: ReadDb): Promise<StockVerification> => {
  const rows = await db.selectFrom("stock_rows").selectAll().execute()
  const sums = await db
    .selectFrom("stock_ledger")
    .select(["stock_row_id", "bucket"])
    .select((eb) => eb.fn.sum<string>("change").as("total"))
    .groupBy(["stock_row_id", "bucket"])
    .execute()
  const sumOf = new Map(sums.map((s) => [`${s.stock_row_id}|${s.bucket}`, n(s.total)]))
  const mismatches = rows.flatMap((row) =>
    STOCK_BUCKETS.flatMap((bucket) => {
      const quantity = n(row[BUCKET_COLUMNS[bucket]])
      const ledgerSum = sumOf.get(`${row.id}|${bucket}`) ?? 0
      return quantity !== ledgerSum || quantity < 0 ? [{ stockRowId: row.id, status: bucket, quantity, ledgerSum }] : []
    })
  )
  return { rows: rows.length, mismatches }
}
