import {
  toDryingBatch,
  toDryingReading,
  type DryingListParams,
  type DryingBatch,
  type DryingSort,
  type DryingStatus,
  type PageRequest,
  type StockProduct,
  WoodTypeId
} from "@timber/contracts"
import type { ReadDb } from "../database"
import type { CursorPosition } from "../paging/cursor"
import { keysetPage, type KeysetPage } from "../paging/keyset-page"
import { containsPattern } from "../paging/search"
import type { DryingBatchesTable, DryingReadingsTable } from "./drying.table"

const iso = (value: string) => new Date(value).toISOString()
const num = (value: number | null) => (value === null ? null : Number(value))

const toBatch = (p: DryingBatchesTable, readings: ReadonlyArray<DryingReadingsTable>): DryingBatch =>
  toDryingBatch(
    {
      dryingId: p.id,
      batchNumber: p.batch_number,
      status: p.status as DryingStatus,
      warehouseId: p.warehouse_id,
      stockThickness: p.stock_thickness,
      // the write's answer names the row's product and width too
      ...(p.stock_product === null ? {} : { stockProduct: p.stock_product as StockProduct, stockWidth: p.stock_width }),
      createdByName: p.created_by_name,
      setup: {
        woodTypeId: WoodTypeId.make(p.wood_type_id),
        woodTypeName: p.wood_type_name,
        thicknessMm: Number(p.thickness_mm),
        pieceCount: Number(p.piece_count),
        startingHumidity: num(p.starting_humidity),
        startingElectricityUnits: num(p.starting_electricity_units),
        startTime: iso(p.start_time),
        notes: p.notes
      },
      endTime: p.end_time === null ? null : iso(p.end_time)
    },
    iso(p.created_at),
    readings.map((r) =>
      toDryingReading(
        {
          readingId: r.id,
          readingTime: iso(r.reading_time),
          electricityMeter: Number(r.electricity_meter),
          humidity: Number(r.humidity),
          notes: r.notes,
          lukuSms: r.luku_sms,
          createdByName: r.created_by_name
        },
        iso(r.created_at)
      )
    ),
    p.version ?? ""
  )

/** The batches with their readings in time order: only the readings of these batches are read (index drying_readings_process). */
export const withReadings = async (db: ReadDb, batches: ReadonlyArray<DryingBatchesTable>): Promise<DryingBatch[]> => {
  if (batches.length === 0) return []
  const readings = await db
    .selectFrom("drying_readings")
    .selectAll()
    .where(
      "drying_id",
      "in",
      batches.map((p) => p.id)
    )
    .orderBy("reading_time", "asc")
    .orderBy("created_at", "asc")
    .execute()
  // (Map.groupBy is missing on Node 20)
  const byBatch = new Map<string, DryingReadingsTable[]>()
  for (const r of readings) byBatch.set(r.drying_id, [...(byBatch.get(r.drying_id) ?? []), r])
  return batches.map((p) => toBatch(p, byBatch.get(p.id) ?? []))
}

/** The column each batch sort reads; each has an index ending in the id (migration 20261206_0601). */
const DRYING_SORT_COLUMNS: Record<DryingSort, string> = {
  startTime: "start_time",
  batchNumber: "batch_number",
  status: "status",
  createdAt: "created_at",
  endTime: "end_time",
  woodType: "wood_type_name",
  pieceCount: "piece_count",
  thickness: "thickness_mm"
}
/** Sorts whose column may be empty (a running batch has no end; a wood type's name may be unknown): those rows are paged too. */
const NULLABLE_DRYING_SORTS: ReadonlySet<DryingSort> = new Set(["endTime", "woodType"])

export type DryingFilters = Pick<DryingListParams, "status" | "woodTypeId">

/** One page of drying batches (the drying screen, the dashboard's ongoing batches), filtered and searched on the server. */
export const pageDryingBatches = async (
  db: ReadDb,
  request: PageRequest<DryingSort>,
  after: CursorPosition | null,
  filters: DryingFilters = {}
): Promise<KeysetPage<DryingBatch>> => {
  let query = db.selectFrom("drying_processes").selectAll()
  if (filters.status) query = query.where("status", "=", filters.status)
  if (filters.woodTypeId) query = query.where("wood_type_id", "=", filters.woodTypeId)
  if (request.q) {
    const pattern = containsPattern(request.q)
    query = query.where((eb) => eb.or([eb("batch_number", "ilike", pattern), eb("wood_type_name", "ilike", pattern), eb("notes", "ilike", pattern)]))
  }
  const page = await keysetPage(query, request, after, {
    column: DRYING_SORT_COLUMNS[request.sort],
    idColumn: "id",
    nullable: NULLABLE_DRYING_SORTS.has(request.sort)
  })
  return { ...page, items: await withReadings(db, page.items) }
}

/** The batches of one status with their readings, newest start first (the wall's kilns drying now: a handful), by index. */
export const listDryingBatches = async (db: ReadDb, status: DryingStatus): Promise<DryingBatch[]> =>
  withReadings(db, await db.selectFrom("drying_processes").where("status", "=", status).selectAll().orderBy("start_time", "desc").execute())
