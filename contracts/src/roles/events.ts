import { Schema } from "effect"
import { PermissionMap } from "../users/permissions"
import { RoleId } from "../shared/ids"

const RoleFields = { roleId: RoleId, name: Schema.String, description: Schema.NullOr(Schema.String), permissions: PermissionMap }

export const RoleDefined = Schema.TaggedStruct("RoleDefined", RoleFields)
/** The role as it is now; `from` keeps what it was, so the log says who changed what from what. */
export const RoleChanged = Schema.TaggedStruct("RoleChanged", {
  ...RoleFields,
  from: Schema.Struct({ name: Schema.String, description: Schema.NullOr(Schema.String), permissions: PermissionMap })
})
export const RoleDeleted = Schema.TaggedStruct("RoleDeleted", { roleId: RoleId, name: Schema.String })

export const RoleEvent = Schema.Union(RoleDefined, RoleChanged, RoleDeleted)
export type RoleEvent = typeof RoleEvent.Type
export const ROLE_EVENT_TYPES = ["RoleDefined", "RoleChanged", "RoleDeleted"] as const satisfies ReadonlyArray<RoleEvent["_tag"]>

export interface DefineRole {
  readonly _tag: "DefineRole"
  readonly roleId: RoleId
  readonly name: string
  readonly description: string | null
  readonly permissions: typeof PermissionMap.Type
}
export interface ChangeRole extends Omit<DefineRole, "_tag"> {
  readonly _tag: "ChangeRole"
}
export interface DeleteRole {
  readonly _tag: "DeleteRole"
  readonly roleId: RoleId
  /** How many users hold the role's name now (active or not), counted where the command is issued. */
  readonly holders: number
}
export type RoleCommand = DefineRole | ChangeRole | DeleteRole
