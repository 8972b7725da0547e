import type { PageRequest, Transfer, TransferListParams, TransferSort } from "@timber/contracts"
import { sql } from "kysely"
import type { ReadDb } from "../database"
import type { CursorPosition } from "../paging/cursor"
import { keysetPage, type KeysetPage } from "../paging/keyset-page"
import { containsPattern } from "../paging/search"

const bodyOf = (row: { body: unknown }) => (typeof row.body === "string" ? JSON.parse(row.body) : row.body) as Transfer

/** The transfers in some statuses (the wall's "in transit"), newest first: a range scan of transfers_status. */
export const listTransfersIn = async (db: ReadDb, statuses: ReadonlyArray<Transfer["status"]>): Promise<Transfer[]> =>
  statuses.length === 0
    ? []
    : (await db.selectFrom("transfers").select("body").where("status", "in", statuses).orderBy("log_position", "desc").execute()).map(bodyOf)

/** The column each transfer sort reads; each has an index ending in the id (migration 20261206_0602). */
const TRANSFER_SORT_COLUMNS: Record<TransferSort, string> = {
  // a transfer's place in the log is the order it was created in
  createdAt: "log_position",
  transferNumber: "transfer_number",
  status: "status"
}

export type TransferFilters = Pick<TransferListParams, "id" | "status" | "toWarehouseId">

/** What the search reads (factory spec section 5): the number, both warehouses' names and codes, the notes and the items' wood types. */
const searchedText = sql<string>`concat_ws(' ', transfer_number, body->'fromWarehouse'->>'name', body->'fromWarehouse'->>'code', body->'toWarehouse'->>'name', body->'toWarehouse'->>'code', body->>'notes', jsonb_path_query_array(body, '$.items[*].woodType.name')::text)`

/** One page of transfers (the Wood Transfers screen, Inventory's Pending Arrivals), filtered and searched on the server. */
export const pageTransfers = async (
  db: ReadDb,
  request: PageRequest<TransferSort>,
  after: CursorPosition | null,
  filters: TransferFilters = {}
): Promise<KeysetPage<Transfer>> => {
  let query = db.selectFrom("transfers").select("body")
  const statuses = filters.status === undefined ? [] : typeof filters.status === "string" ? [filters.status] : filters.status
  if (statuses.length > 0) query = query.where("status", "in", statuses)
  if (filters.id) query = query.where("id", "=", filters.id)
  if (filters.toWarehouseId) query = query.where("to_warehouse_id", "=", filters.toWarehouseId)
  if (request.q) query = query.where(sql<boolean>`${searchedText} ilike ${containsPattern(request.q)}`)
  const page = await keysetPage(query, request, after, { column: TRANSFER_SORT_COLUMNS[request.sort], idColumn: "id" })
  return { ...page, items: page.items.map(bodyOf) }
}
