import { Schema } from "effect"
import { Bounds } from "../shared/bounds"
import { RecordVersion, SeenVersionField } from "../shared/record-version"
import { boundedList, boundedText, flag, optionalText, requiredText } from "../shared/fields"
import { optionalNameText, requiredIdentifier } from "../shared/identifiers"
import { warehouseDetailsFields } from "./events"
import { WarehouseMessages } from "./messages"

export const WarehouseStatus = Schema.Literal("ACTIVE", "ARCHIVED")
export type WarehouseStatus = typeof WarehouseStatus.Type

const WarehouseFields = {
  id: Schema.String,
  ...warehouseDetailsFields,
  status: WarehouseStatus,
  assignedUsers: Schema.Array(
    Schema.Struct({
      userId: Schema.String,
      user: Schema.Struct({ id: Schema.String, email: Schema.String, firstName: Schema.String, lastName: Schema.String, role: Schema.String })
    })
  ),
  createdAt: Schema.String,
  updatedAt: Schema.String,
  version: RecordVersion
}

/** A warehouse as a write answers it, read back from its own stream. */
export const WarehouseRecord = Schema.Struct(WarehouseFields)
export type WarehouseRecord = typeof WarehouseRecord.Type

/** Warehouse (administration spec section 3) as the list shows it: `_count.stock` counts its rows holding pieces. */
export const Warehouse = Schema.Struct({ ...WarehouseFields, _count: Schema.Struct({ stock: Schema.Number }) })
export type Warehouse = typeof Warehouse.Type

const userIds = boundedList("Assigned users", boundedText("User", Bounds.text.id), Bounds.list.warehouseUsers)

/** POST /management/warehouses and PUT /management/warehouses/{id} (administration spec section 7). */
export const WarehousePayload = Schema.Struct({
  code: requiredIdentifier("Code", WarehouseMessages.codeRequired, Bounds.text.warehouseCode),
  name: requiredIdentifier("Name", WarehouseMessages.nameRequired, Bounds.text.name),
  address: optionalText("Address", Bounds.text.line, { multiline: false }),
  contactPerson: Schema.optional(Schema.NullOr(optionalNameText("Contact person", Bounds.text.personName))),
  stockControlEnabled: Schema.optional(flag("Stock control enabled")),
  requiresApproval: Schema.optional(flag("Requires approval")),
  assignedUserIds: Schema.optional(userIds),
  ...SeenVersionField
})
export type WarehousePayload = typeof WarehousePayload.Type

/** PUT /management/warehouses/{id}/assigned-users. */
export const AssignedUsersPayload = Schema.Struct({
  userIds: Schema.propertySignature(userIds).annotations({ missingMessage: () => WarehouseMessages.userIdsRequired }),
  ...SeenVersionField
})
export type AssignedUsersPayload = typeof AssignedUsersPayload.Type
