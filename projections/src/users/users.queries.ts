import { userStream, type PermissionMap, type StoredFile } from "@timber/contracts"
import type { EventStore } from "@timber/eventstore"
import { Effect } from "effect"
import type { ReadDb } from "../database"
import { usersProjection } from "./users.projection"
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
  avatar: (typeof row.avatar === "string" ? JSON.parse(row.avatar) : row.avatar) as StoredFile | null
})

/** Every user for the Admin Settings list, by name. */
export const listUsers = async (db: ReadDb): Promise<ReadonlyArray<UserRow>> =>
  (await db.selectFrom("users").selectAll().orderBy("first_name").orderBy("last_name").orderBy("email").execute()).map(toUserRow)

export const findUserById = async (db: ReadDb, id: string): Promise<UserRow | null> => {
  const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst()
  return row ? toUserRow(row) : null
}

/**
 * The user as of every event appended so far, for authentication. The users read model
 * may lag the log by a batch, yet a lock or a deactivation must count from the very next
 * request: when the user's newest event lies beyond the users projection's checkpoint, wait
 * (up to `timeoutMs`) for the projection to take it. The newest event comes from the user's
 * own stream, which shows every committed event — not from the log, which shows only what lies
 * below the oldest transaction in flight: an unrelated write still open (a read model's batch, a
 * slow append) would otherwise hide a lock just committed, or the admin seeded a moment ago, and
 * the read model would answer as if neither happened. `store` should be a stream cache (only
 * the stream's new events are read). After the timeout, or when the projection has stopped, it
 * answers from the read model as it is, like every other read.
 */
export const findCurrentUserById = async (
  db: ReadDb,
  store: EventStore,
  id: string,
  timeoutMs: number,
  waitForChange: (ms: number) => Promise<void>
): Promise<UserRow | null> => {
  const deadline = Date.now() + timeoutMs
  const events = await Effect.runPromise(store.readStream(userStream(id)))
  const newest = events.at(-1)?.position
  while (newest !== undefined) {
    const checkpoint = await db.selectFrom("projection_checkpoints").select(["position", "state"]).where("name", "=", usersProjection.name).executeTakeFirst()
    if (!checkpoint || checkpoint.state === "stopped" || BigInt(checkpoint.position) >= newest) break
    const left = deadline - Date.now()
    if (left <= 0) break
    await waitForChange(Math.min(left, 20))
  }
  return findUserById(db, id)
}
