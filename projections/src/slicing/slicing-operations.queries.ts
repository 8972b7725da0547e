import {
  toSlicingOperation,
  type ApprovalState,
  type PlankSize,
  type SleeperSize,
  type SlicingOperation,
  type SlicingStatus,
  WoodTypeId
} from "@timber/contracts"
import type { ReadDb } from "../database"
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
    new Date(row.updated_at).toISOString()
  )

/** Every operation, or one LOT's, newest first. */
export const listSlicingOperations = async (db: ReadDb, lotNumber?: string): Promise<SlicingOperation[]> => {
  let query = db.selectFrom("slicing_operations").selectAll()
  if (lotNumber) query = query.where("lot_number", "=", lotNumber)
  return (await query.orderBy("created_at", "desc").execute()).map(toOperation)
}

/** The operations being sliced now (the wall's panel), newest first: a range scan of slicing_operations_status. */
export const slicingOperationsInProgress = async (db: ReadDb): Promise<SlicingOperation[]> =>
  (await db.selectFrom("slicing_operations").selectAll().where("status", "=", "in_progress").orderBy("created_at", "desc").execute()).map(toOperation)
