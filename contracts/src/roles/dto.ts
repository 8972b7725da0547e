import { Schema } from "effect"
import { Bounds } from "../shared/bounds"
import { optionalText, requiredText } from "../shared/fields"
import { requiredIdentifier } from "../shared/identifiers"
import { ValidationMessages } from "../shared/validation-messages"
import { PermissionMap } from "../users/permissions"
import { RecordVersion, SeenVersionField } from "../shared/record-version"

export const RoleMessages = {
  nameRequired: "Role name is required",
  notFound: "Role not found",
  nameTaken: (name: string) => `A role named ${name} already exists`,
  /** A role users hold is not deleted: they would hold a role nobody may be given. */
  heldByUsers: (holders: number) =>
    `${holders === 1 ? "1 user holds" : `${holders} users hold`} this role: give ${holders === 1 ? "that user" : "them"} another role before deleting it`
} as const

/** A role kept on the server: a name (upper-cased) and the permission template 'Apply Defaults' copies. */
export const StoredRole = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  description: Schema.NullOr(Schema.String),
  permissions: PermissionMap,
  createdAt: Schema.String,
  updatedAt: Schema.String,
  version: RecordVersion
})
export type StoredRole = typeof StoredRole.Type

export const RolePayload = Schema.Struct({
  name: requiredIdentifier("Role name", RoleMessages.nameRequired, Bounds.text.role),
  description: optionalText("Description", Bounds.text.line, { multiline: false }),
  permissions: PermissionMap.annotations({ message: () => ValidationMessages.invalid("Permissions") }),
  ...SeenVersionField
})
export type RolePayload = typeof RolePayload.Type
