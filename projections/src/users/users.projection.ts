import { LiveTopics, metadataOf, movesVersion, UserEvent } from "@timber/contracts"
import { absurd } from "effect"
import { recordRowsProjection } from "../runner/record-rows"

export const usersProjection = recordRowsProjection({
  name: "users",
  // 3: each row's version (migration 0100)
  version: 3,
  events: UserEvent,
  table: "users",
  apply: (rows, e, event) => {
    switch (e._tag) {
      case "UserRegistered":
        rows.insert(e.userId, {
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
        break
      // the row shows the unknown devices' allowance (what an administrator unlocks); a known device's is its own
      case "UserLoginFailed":
        // recorded only while no lock holds: a lock before it has run out
        if (e.device === null) rows.change(e.userId, { failed_login_attempts: e.failedLoginAttempts, account_locked_at: null })
        break
      case "UserAccountLocked":
        if (e.device === null) rows.change(e.userId, { account_locked_at: e.lockedAt })
        break
      case "UserFailedLoginsReset":
        if (e.device === null) rows.change(e.userId, { failed_login_attempts: 0, account_locked_at: null })
        break
      case "UserDetailsChanged":
        rows.change(e.userId, { email: e.to.email, first_name: e.to.firstName, last_name: e.to.lastName, role: e.to.role })
        break
      case "UserPermissionsChanged":
        rows.change(e.userId, { permissions: e.to === null ? null : JSON.stringify(e.to) })
        break
      case "UserDeactivated":
      case "UserActivated":
        rows.change(e.userId, { is_active: e._tag === "UserActivated" })
        break
      case "UserUnlocked":
        rows.change(e.userId, { account_locked_at: null, failed_login_attempts: 0 })
        break
      case "UserPasswordChanged":
        break
      case "UserAvatarChanged":
        rows.change(e.userId, { avatar: JSON.stringify(e.avatar) })
        break
      // sessions change no row: a sign-in tells nobody; a sign-out tells the live hub, which closes that session's sockets
      case "UserSessionStarted":
        return []
      case "UserSessionEnded":
        return [`user:${e.userId}`]
      default:
        return absurd(e)
    }
    // what an administrator sees of the user moves its version; a failed sign-in or a new password does not
    if (movesVersion(event.type)) rows.change(e.userId, { version: event.revision.toString() })
    return [LiveTopics.users, `user:${e.userId}`]
  }
})
