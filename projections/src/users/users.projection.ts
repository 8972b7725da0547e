import { decodeEvent, LiveTopics, metadataOf, USER_EVENT_TYPES, UserEvent } from "@timber/contracts"
import { absurd } from "effect"
import type { Projection } from "../runner/projection"

export const usersProjection: Projection = {
  name: "users",
  version: 1,
  eventTypes: USER_EVENT_TYPES,
  tables: ["users"],
  apply: async (trx, event) => {
    const e = decodeEvent(UserEvent, event)
    switch (e._tag) {
      case "UserRegistered":
        await trx
          .insertInto("users")
          .values({
            id: e.userId,
            email: e.email,
            first_name: e.firstName,
            last_name: e.lastName,
            role: e.role,
            is_active: e.isActive,
            permissions: e.permissions === null ? null : JSON.stringify(e.permissions),
            failed_login_attempts: 0,
            account_locked_at: null,
            created_at: metadataOf(event).occurredAt
          })
          .execute()
        break
      case "UserLoginFailed":
        await trx.updateTable("users").set({ failed_login_attempts: e.failedLoginAttempts }).where("id", "=", e.userId).execute()
        break
      case "UserAccountLocked":
        await trx.updateTable("users").set({ account_locked_at: e.lockedAt }).where("id", "=", e.userId).execute()
        break
      case "UserFailedLoginsReset":
        await trx.updateTable("users").set({ failed_login_attempts: 0 }).where("id", "=", e.userId).execute()
        break
      default:
        return absurd(e)
    }
    return [LiveTopics.users, `user:${e.userId}`]
  },
  reset: async (trx) => {
    await trx.deleteFrom("users").execute()
  }
}
