import { decodeEvent, LiveTopics, metadataOf, USER_EVENT_TYPES, UserEvent } from "@timber/contracts"
import { absurd } from "effect"
import type { Projection } from "../runner/projection"

export const usersProjection: Projection = {
  name: "users",
  version: 2,
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
            created_at: metadataOf(event).occurredAt,
            avatar: null
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
      case "UserDetailsChanged":
        await trx
          .updateTable("users")
          .set({ email: e.to.email, first_name: e.to.firstName, last_name: e.to.lastName, role: e.to.role })
          .where("id", "=", e.userId)
          .execute()
        break
      case "UserPermissionsChanged":
        await trx
          .updateTable("users")
          .set({ permissions: e.to === null ? null : JSON.stringify(e.to) })
          .where("id", "=", e.userId)
          .execute()
        break
      case "UserDeactivated":
      case "UserActivated":
        await trx
          .updateTable("users")
          .set({ is_active: e._tag === "UserActivated" })
          .where("id", "=", e.userId)
          .execute()
        break
      case "UserUnlocked":
        await trx.updateTable("users").set({ account_locked_at: null, failed_login_attempts: 0 }).where("id", "=", e.userId).execute()
        break
      case "UserPasswordChanged":
        break
      case "UserAvatarChanged":
        await trx
          .updateTable("users")
          .set({ avatar: JSON.stringify(e.avatar) })
          .where("id", "=", e.userId)
          .execute()
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
