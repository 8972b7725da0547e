import type { ApprovalState, PlankSize, SleeperSize, SlicingOperation, SlicingStatus } from "@timber/contracts"
import type { ReadDb } from "../database"
import type { SlicingOperationsTable } from "./slicing-operations.table"

const json = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T
const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString())

const toOperation = (row: SlicingOperationsTable): SlicingOperation => ({
  id: row.id,
  serial_number: row.serial_number,
  wood_type_id: row.wood_type_id,
  wood_type: row.wood_type_name === null ? null : { id: row.wood_type_id, name: row.wood_type_name },
  lot_number: row.lot_number,
  sleeper_number: Number(row.sleeper_number),
  start_time: iso(row.start_time),
  updated_at: new Date(row.updated_at).toISOString(),
  sleeper_sizes: json<SleeperSize[]>(row.sleeper_sizes),
  plank_sizes: json<PlankSize[]>(row.plank_sizes),
  status: row.status as SlicingStatus,
  waste_percentage: Number(row.waste_percentage),
  notes: row.notes,
  auto_check_completion: row.auto_check_completion,
  approval_status: row.approval_status as ApprovalState
})

/** Every operation, or one LOT's, newest first. */
export const listSlicingOperations = async (db: ReadDb, lotNumber?: string): Promise<SlicingOperation[]> => {
  let query = db.selectFrom("slicing_operations").selectAll()
  if (lotNumber) query = query.where("lot_number", "=", lotNumber)
  return (await query.orderBy("created_at", "desc").execute()).map(toOperation)
}
