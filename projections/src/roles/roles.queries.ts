import type { PermissionMap, StoredRole } from "@timber/contracts"
import type { ReadDb } from "../database"

/** Every stored role by name: the Roles list and 'Apply Defaults'. */
export const listRoles = async (db: ReadDb): Promise<ReadonlyArray<StoredRole>> =>
  (await db.selectFrom("roles").selectAll().orderBy("name").execute()).map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    permissions: (typeof row.permissions === "string" ? JSON.parse(row.permissions) : row.permissions) as PermissionMap,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString()
  }))
