import {
  toSlicingOperation,
  type ApprovalState,
  type PlankSize,
  type SleeperSize,
  type PageRequest,
  type SlicingListParams,
  type SlicingOperation,
  type SlicingSort,
  type SlicingStatus,
  WoodTypeId
} from "@timber/contracts"
import type { ReadDb } from "../database"
import type { CursorPosition } from "../paging/cursor"
import { keysetPage, type KeysetPage } from "../paging/keyset-page"
import { containsPattern } from "../paging/search"
import type { SlicingOperationsTable } from "./slicing-operations.table"

const json = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T
const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString())

/** An operation row as the API shows it: the row read back into the operation's fields, then the one view both sides use. */
const toOperation = (row: SlicingOperationsTable): SlicingOperation =>
  toSlicingOperation(
    {
      operationId: row.id,
      serialNumber: row.serial_number,
      lotNumber: row.lot_number,
      sleeperNumber: Number(row.sleeper_number),
      figures: {
        woodTypeId: WoodTypeId.make(row.wood_type_id),
        woodTypeName: row.wood_type_name,
        startTime: iso(row.start_time),
        sleeperSizes: json<SleeperSize[]>(row.sleeper_sizes),
        plankSizes: json<PlankSize[]>(row.plank_sizes),
        wastePercentage: Number(row.waste_percentage),
        notes: row.notes,
        autoCheckCompletion: row.auto_check_completion
      },
      status: row.status as SlicingStatus,
      approval: row.approval_status as ApprovalState
    },
    new Date(row.updated_at).toISOString(),
    row.version ?? ""
  )

/** The column each operation sort reads; each has an index ending in the id (migration 20261206_0600). */
const SLICING_SORT_COLUMNS: Record<SlicingSort, string> = {
  createdAt: "created_at",
  serialNumber: "serial_number",
  lotNumber: "lot_number",
  sleeperNumber: "sleeper_number",
  status: "status"
}

export type SlicingFilters = Pick<SlicingListParams, "lot_number" | "status">

/** One page of the operations (the slicer's history, the approvals' details), one LOT's or every LOT's, filtered and searched on the server. */
export const pageSlicingOperations = async (
  db: ReadDb,
  request: PageRequest<SlicingSort>,
  after: CursorPosition | null,
  filters: SlicingFilters = {}
): Promise<KeysetPage<SlicingOperation>> => {
  let query = db.selectFrom("slicing_operations").selectAll()
  const lotNumber = filters.lot_number?.trim()
  if (lotNumber) query = query.where("lot_number", "=", lotNumber)
  if (filters.status) query = query.where("status", "=", filters.status)
  if (request.q) {
    const pattern = containsPattern(request.q)
    query = query.where((eb) =>
      eb.or([eb("serial_number", "ilike", pattern), eb("lot_number", "ilike", pattern), eb("wood_type_name", "ilike", pattern), eb("notes", "ilike", pattern)])
    )
  }
  const page = await keysetPage(query, request, after, { column: SLICING_SORT_COLUMNS[request.sort], idColumn: "id" })
  return { ...page, items: page.items.map(toOperation) }
}

/** One LOT's operations (bounded by its sleepers), or, for the wall's day, every operation: newest first. */
export const listSlicingOperations = async (db: ReadDb, lotNumber?: string): Promise<SlicingOperation[]> => {
  let query = db.selectFrom("slicing_operations").selectAll()
  if (lotNumber) query = query.where("lot_number", "=", lotNumber)
  return (await query.orderBy("created_at", "desc").execute()).map(toOperation)
}

/** The operations being sliced now (the wall's panel), newest first: a range scan of slicing_operations_status. */
export const slicingOperationsInProgress = async (db: ReadDb): Promise<SlicingOperation[]> =>
  (await db.selectFrom("slicing_operations").selectAll().where("status", "=", "in_progress").orderBy("created_at", "desc").execute()).map(toOperation)
