import type { WorkTrail } from "../lots/lot"
import type { WarehouseRecord } from "./dto"
import type { WarehouseDetails } from "./events"

export type AssignedUser = WarehouseRecord["assignedUsers"][number]["user"]

/** A warehouse as its aggregate holds it: its details, whether it is archived, and its assigned users as they are named now. */
export interface WarehouseFields {
  readonly warehouseId: string
  readonly details: WarehouseDetails
  readonly archived: boolean
  /** Users that no longer exist are left out. */
  readonly assignedUsers: ReadonlyArray<AssignedUser>
  /** Its stream's revision after its last event (contracts shared/record-version.ts). */
  readonly version: string
}

/**
 * The one answer for a warehouse: a write answers with it from the aggregate's state, the list
 * from its row (which adds `_count`, the stock only the read side counts).
 */
export const toWarehouseRecord = (warehouse: WarehouseFields, trail: Pick<WorkTrail, "createdAt" | "updatedAt">): WarehouseRecord => ({
  id: warehouse.warehouseId,
  ...warehouse.details,
  status: warehouse.archived ? "ARCHIVED" : "ACTIVE",
  assignedUsers: warehouse.assignedUsers.map((user) => ({ userId: user.id, user })),
  createdAt: trail.createdAt,
  updatedAt: trail.updatedAt,
  version: warehouse.version
})
