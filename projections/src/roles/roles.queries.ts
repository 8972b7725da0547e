import { toStoredRole, type PermissionMap, type StoredRole } from "@timber/contracts"
import type { ReadDb } from "../database"
import type { RolesTable } from "./roles.table"

/** A role row as the API shows it: the row read back into the role's fields, then the one view both sides use. */
export const roleFromRow = (row: RolesTable): StoredRole =>
  toStoredRole(
    {
      roleId: row.id,
      name: row.name,
      description: row.description,
      permissions: (typeof row.permissions === "string" ? JSON.parse(row.permissions) : row.permissions) as PermissionMap
    },
    { createdAt: new Date(row.created_at).toISOString(), updatedAt: new Date(row.updated_at).toISOString() },
    row.version ?? ""
  )

/** Every stored role by name: the Roles list and 'Apply Defaults'. */
export const listRoles = async (db: ReadDb): Promise<ReadonlyArray<StoredRole>> =>
  (await db.selectFrom("roles").selectAll().orderBy("name").execute()).map(roleFromRow)
