import type { WorkTrail } from "../lots/lot"
import type { PermissionMap } from "../users/permissions"
import type { StoredRole } from "./dto"

/** A stored role's fields as RoleDefined/RoleChanged record them. */
export interface RoleFields {
  readonly roleId: string
  readonly name: string
  readonly description: string | null
  readonly permissions: PermissionMap
}

/** The one answer for a stored role: a write answers with it from the aggregate's state, the Roles list from its row. */
export const toStoredRole = (
  role: RoleFields,
  trail: Pick<WorkTrail, "createdAt" | "updatedAt">,
  /** Its stream's revision after its last event (contracts shared/record-version.ts). */
  version: string
): StoredRole => ({
  id: role.roleId,
  name: role.name,
  description: role.description,
  permissions: role.permissions,
  createdAt: trail.createdAt,
  updatedAt: trail.updatedAt,
  version
})
