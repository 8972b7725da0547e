import {
  UserAccountLocked,
  UserActivated,
  UserAvatarChanged,
  UserDeactivated,
  UserDetailsChanged,
  UserEvent,
  UserFailedLoginsReset,
  UserLoginFailed,
  UserPasswordChanged,
  UserPermissionsChanged,
  UserRegistered,
  UserUnlocked,
  UserId
} from "@timber/contracts"
import { PermissionTemplates } from "@timber/domain/permissions/index"
import { it } from "vitest"
import { at, describeProjection, eventsOf } from "../testing/projection-spec"
import { usersProjection } from "./users.projection"

const user = eventsOf(UserEvent)
const registered = user(
  UserRegistered.make({
    userId: UserId.make("u-1"),
    email: "asha@timber.test",
    firstName: "Asha",
    lastName: "Mushi",
    role: "USER",
    isActive: true,
    permissions: null
  })
)
const details = { email: "asha@timber.test", firstName: "Asha", lastName: "Mushi", role: "USER" }

describeProjection(usersProjection, (spec) => {
  it("given a user registered, then the users list shows them active, unlocked, on their role's template, since then", async () => {
    await spec.given(registered).then({
      users: [
        {
          id: "u-1",
          email: "asha@timber.test",
          first_name: "Asha",
          last_name: "Mushi",
          role: "USER",
          is_active: true,
          permissions: null,
          failed_login_attempts: 0,
          account_locked_at: null,
          avatar: null,
          created_at: at(0)
        }
      ]
    })
  })

  it("given failed sign-ins and then a lock, then the row counts them and shows when it locked; an unlock clears both", async () => {
    const failed = user(UserLoginFailed.make({ userId: UserId.make("u-1"), device: null, failedLoginAttempts: 3 }))
    const locked = user(UserAccountLocked.make({ userId: UserId.make("u-1"), device: null, lockedAt: at(2), until: at(3), endedSessions: false }))
    await spec.given(registered, failed, locked).then({ users: [{ id: "u-1", failed_login_attempts: 3, account_locked_at: at(2) }] })
    await spec
      .given(registered, failed, locked, user(UserUnlocked.make({ userId: UserId.make("u-1"), changedBy: UserId.make("u-admin") })))
      .then({ users: [{ id: "u-1", failed_login_attempts: 0, account_locked_at: null }] })
  })

  it("given failed sign-ins and a lock of one known device (issue 38), then the row, which shows the unknown devices' lock, is untouched", async () => {
    await spec
      .given(
        registered,
        user(UserLoginFailed.make({ userId: UserId.make("u-1"), device: "browser-1", failedLoginAttempts: 5 })),
        user(UserAccountLocked.make({ userId: UserId.make("u-1"), device: "browser-1", lockedAt: at(2), until: at(3), endedSessions: false }))
      )
      .then({ users: [{ id: "u-1", failed_login_attempts: 0, account_locked_at: null }] })
  })

  it("given a successful sign-in after failed ones, then the count is back to 0", async () => {
    await spec
      .given(
        registered,
        user(UserLoginFailed.make({ userId: UserId.make("u-1"), device: null, failedLoginAttempts: 2 })),
        user(UserFailedLoginsReset.make({ userId: UserId.make("u-1"), device: null }))
      )
      .then({ users: [{ id: "u-1", failed_login_attempts: 0 }] })
  })

  it("given new details, own permissions and a picture, then the row shows them", async () => {
    const avatar = { id: "blob-1", name: "me.png", mime: "image/png", size: 100, sha256: "cd34" }
    const permissions = PermissionTemplates.MANAGER
    await spec
      .given(
        registered,
        user(
          UserDetailsChanged.make({
            userId: UserId.make("u-1"),
            changedBy: UserId.make("u-admin"),
            from: details,
            to: { email: "asha.m@timber.test", firstName: "Asha", lastName: "Mrema", role: "MANAGER" }
          })
        ),
        user(UserPermissionsChanged.make({ userId: UserId.make("u-1"), changedBy: UserId.make("u-admin"), from: null, to: permissions })),
        user(UserAvatarChanged.make({ userId: UserId.make("u-1"), avatar }))
      )
      .then({ users: [{ id: "u-1", email: "asha.m@timber.test", last_name: "Mrema", role: "MANAGER", permissions, avatar }] })
  })

  it("given permissions set back to the role's template, then the row holds none of its own", async () => {
    await spec
      .given(
        registered,
        user(UserPermissionsChanged.make({ userId: UserId.make("u-1"), changedBy: UserId.make("u-admin"), from: null, to: PermissionTemplates.USER })),
        user(UserPermissionsChanged.make({ userId: UserId.make("u-1"), changedBy: UserId.make("u-admin"), from: PermissionTemplates.USER, to: null }))
      )
      .then({ users: [{ id: "u-1", permissions: null }] })
  })

  it("given a deactivation, then the user is inactive; given an activation after it, active again", async () => {
    const deactivated = user(UserDeactivated.make({ userId: UserId.make("u-1"), changedBy: UserId.make("u-admin") }))
    await spec.given(registered, deactivated).then({ users: [{ id: "u-1", is_active: false }] })
    await spec
      .given(registered, deactivated, user(UserActivated.make({ userId: UserId.make("u-1"), changedBy: UserId.make("u-admin") })))
      .then({ users: [{ id: "u-1", is_active: true }] })
  })

  it("given a password change, then the row is as it was (no hash is ever projected)", async () => {
    await spec
      .given(registered, user(UserPasswordChanged.make({ userId: UserId.make("u-1"), changedBy: UserId.make("u-1") })))
      .then({ users: [{ id: "u-1", ...{ email: details.email } }] })
  })
})
