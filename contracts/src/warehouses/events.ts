import { Schema } from "effect"
import { UserId, WarehouseId } from "../shared/ids"
import { eventTypesOf } from "../shared/stored-event"

/** What the warehouse form edits, as stored; the answer (dto `Warehouse`) carries the same fields in this order. */
export const warehouseDetailsFields = {
  code: Schema.String,
  name: Schema.String,
  address: Schema.NullOr(Schema.String),
  contactPerson: Schema.NullOr(Schema.String),
  stockControlEnabled: Schema.Boolean,
  requiresApproval: Schema.Boolean
}

export const WarehouseCreated = Schema.TaggedStruct("WarehouseCreated", { warehouseId: WarehouseId, ...warehouseDetailsFields })
export const WarehouseUpdated = Schema.TaggedStruct("WarehouseUpdated", { warehouseId: WarehouseId, ...warehouseDetailsFields })
export const WarehouseArchived = Schema.TaggedStruct("WarehouseArchived", { warehouseId: WarehouseId })
export const WarehouseRestored = Schema.TaggedStruct("WarehouseRestored", { warehouseId: WarehouseId })
export const WarehouseUsersAssigned = Schema.TaggedStruct("WarehouseUsersAssigned", { warehouseId: WarehouseId, userIds: Schema.Array(UserId) })

export const WarehouseEvent = Schema.Union(WarehouseCreated, WarehouseUpdated, WarehouseArchived, WarehouseRestored, WarehouseUsersAssigned)
export type WarehouseEvent = typeof WarehouseEvent.Type
export const WAREHOUSE_EVENT_TYPES = eventTypesOf(WarehouseEvent)

export type WarehouseDetails = Omit<typeof WarehouseCreated.Type, "_tag" | "warehouseId">

export interface CreateWarehouse {
  readonly _tag: "CreateWarehouse"
  readonly warehouseId: WarehouseId
  readonly details: WarehouseDetails
  readonly assignedUserIds: ReadonlyArray<UserId>
}
export interface UpdateWarehouse {
  readonly _tag: "UpdateWarehouse"
  readonly warehouseId: WarehouseId
  readonly details: WarehouseDetails
  /** Omitted: the assigned users stay as they are. */
  readonly assignedUserIds: ReadonlyArray<UserId> | null
}
export interface ArchiveWarehouse {
  readonly _tag: "ArchiveWarehouse"
  readonly warehouseId: WarehouseId
  /** What it holds as last counted (holdings.ts); absent: nothing counted, nothing refused. */
  readonly holdings?: { readonly holdsStock: boolean; readonly runningBatches: boolean }
}
export interface RestoreWarehouse {
  readonly _tag: "RestoreWarehouse"
  readonly warehouseId: WarehouseId
}
export interface AssignWarehouseUsers {
  readonly _tag: "AssignWarehouseUsers"
  readonly warehouseId: WarehouseId
  readonly userIds: ReadonlyArray<UserId>
}
export type WarehouseCommand = CreateWarehouse | UpdateWarehouse | ArchiveWarehouse | RestoreWarehouse | AssignWarehouseUsers
