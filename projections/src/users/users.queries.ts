import type { PermissionMap, StoredFile } from "@timber/contracts"
import type { ReadDb } from "../database"
import type { UsersTable } from "./users.table"

export interface UserRow {
  readonly id: string
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly role: string
  readonly isActive: boolean
  readonly storedPermissions: PermissionMap | null
  readonly failedLoginAttempts: number
  readonly accountLockedAt: string | null
  readonly createdAt: string
  readonly avatar: StoredFile | null
  /** The user's version (contracts shared/record-version.ts); "" until the projection rebuilt after migration 0100. */
  readonly version: string
}

const toUserRow = (row: UsersTable): UserRow => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  role: row.role,
  isActive: row.is_active,
  storedPermissions: (typeof row.permissions === "string" ? JSON.parse(row.permissions) : row.permissions) as PermissionMap | null,
  failedLoginAttempts: Number(row.failed_login_attempts),
  accountLockedAt: row.account_locked_at === null ? null : new Date(row.account_locked_at).toISOString(),
  createdAt: new Date(row.created_at).toISOString(),
  avatar: (typeof row.avatar === "string" ? JSON.parse(row.avatar) : row.avatar) as StoredFile | null,
  version: row.version ?? ""
})

/** Every user for the Admin Settings list, by name. */
export const listUsers = async (db: ReadDb): Promise<ReadonlyArray<UserRow>> =>
  (await db.selectFrom("users").selectAll().orderBy("first_name").orderBy("last_name").orderBy("email").execute()).map(toUserRow)

export const findUserById = async (db: ReadDb, id: string): Promise<UserRow | null> => {
  const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst()
  return row ? toUserRow(row) : null
}
