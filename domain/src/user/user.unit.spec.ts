import { MAX_FAILED_LOGINS, UserMessages, type EditUser, type UserCommand, type UserEvent, UserId } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { DeciderSpec } from "../testing/decider-spec"
import { UserDecider, userStream } from "./decider"
import { userActivation, type ActivationEvent } from "./lifecycle.machine"
import { expectAggregateAgreesWithMachine } from "../testing/machine-agreement"
import { PermissionTemplates } from "../permissions/templates"

const spec = DeciderSpec(UserDecider)
const registered: UserEvent = {
  _tag: "UserRegistered",
  userId: UserId.make("u"),
  email: "u@x.tz",
  firstName: "A",
  lastName: "B",
  role: "USER",
  isActive: true,
  permissions: null
}
const failures = (n: number): UserEvent[] =>
  Array.from({ length: n }, (_, i) => ({ _tag: "UserLoginFailed" as const, userId: UserId.make("u"), device: null, failedLoginAttempts: i + 1 }))
/** An attempt from a device the account has not signed in from. */
const attempt = (passwordMatched: boolean, at: string, maxLoginAttempts: number = MAX_FAILED_LOGINS) =>
  ({ _tag: "RecordLoginAttempt", userId: UserId.make("u"), passwordMatched, at, maxLoginAttempts, lockMinutes: 15, device: null }) as const
const T = "2026-12-07T10:00:00.000Z"
const T_LOCK_ENDS = "2026-12-07T10:15:00.000Z"
const lockedAtT: UserEvent = { _tag: "UserAccountLocked", userId: UserId.make("u"), device: null, lockedAt: T, until: T_LOCK_ENDS, endedSessions: false }

describe("user sign-in attempts", () => {
  it("counts a failed attempt", () =>
    spec
      .given([registered])
      .when(attempt(false, T, MAX_FAILED_LOGINS))
      .then(failures(1)))

  it(`locks the account on the ${MAX_FAILED_LOGINS}th failure`, () =>
    spec
      .given([registered, ...failures(MAX_FAILED_LOGINS - 1)])
      .when(attempt(false, T, MAX_FAILED_LOGINS))
      .then([{ _tag: "UserLoginFailed", userId: UserId.make("u"), device: null, failedLoginAttempts: MAX_FAILED_LOGINS }, lockedAtT]))

  it("resets the count after a successful sign-in", () =>
    spec
      .given([registered, ...failures(2)])
      .when(attempt(true, T, MAX_FAILED_LOGINS))
      .then([{ _tag: "UserFailedLoginsReset", userId: UserId.make("u"), device: null }]))

  it("given a lock of the unknown devices, when one of them signs in within the lock's time, then nothing more is recorded", () =>
    spec
      .given([registered, ...failures(5), lockedAtT])
      .when(attempt(true, T, MAX_FAILED_LOGINS))
      .then([]))

  it("given failed attempts then a successful sign-in, when the next attempt fails, then counting starts again from 1", () =>
    spec
      .given([registered, ...failures(2), { _tag: "UserFailedLoginsReset", userId: UserId.make("u"), device: null }])
      .when(attempt(false, T, MAX_FAILED_LOGINS))
      .then(failures(1)))

  it("given no failed attempt, when the password matches, then nothing is recorded", () =>
    spec
      .given([registered])
      .when(attempt(true, T, MAX_FAILED_LOGINS))
      .then([]))

  it("given no user, when a sign-in attempt is recorded, then nothing is recorded", () =>
    spec
      .given([])
      .when(attempt(false, T, MAX_FAILED_LOGINS))
      .then([]))
})

describe("user registration", () => {
  const { _tag, ...fields } = registered
  const register = { ...fields, _tag: "RegisterUser" as const }

  it("given no user, when one registers, then the user is recorded with the given role and permissions", () => spec.given([]).when(register).then([registered]))

  it("given a registered user, when the same registration is retried, then nothing new is recorded", () => spec.given([registered]).when(register).then([]))

  it("given a registered user, when another e-mail registers under the same id, then it is refused as a conflict", () =>
    spec
      .given([registered])
      .when({ ...register, email: "other@x.tz" })
      .thenError("Conflict", "This user id is already used"))
})

describe("user sign-in attempts follow the Security tab's max login attempts", () => {
  it("given a limit of 3 and two failures, when the third attempt fails, then the account locks", () =>
    spec
      .given([registered, ...failures(2)])
      .when(attempt(false, T, 3))
      .then([{ _tag: "UserLoginFailed", userId: UserId.make("u"), device: null, failedLoginAttempts: 3 }, lockedAtT]))

  it("given a limit raised to 8 and five failures, when the sixth fails, then it is counted without a lock", () =>
    spec
      .given([registered, ...failures(5)])
      .when(attempt(false, T, 8))
      .then([{ _tag: "UserLoginFailed", userId: UserId.make("u"), device: null, failedLoginAttempts: 6 }]))
})

describe("administrators edit users", () => {
  const details = { email: "u@x.tz", firstName: "A", lastName: "B", role: "USER" }
  const edit = (over: Partial<EditUser> = {}): EditUser => ({
    _tag: "EditUser",
    userId: UserId.make("u"),
    changedBy: UserId.make("admin"),
    details,
    isActive: true,
    permissions: undefined,
    passwordChanged: false,
    ...over
  })
  const granted = { ...PermissionTemplates.USER, "lot-creation": { access: true, read: true, create: true, edit: false, delete: false, amount: false } }

  it("given a user, when nothing differs, then nothing is recorded", () => spec.given([registered]).when(edit()).then([]))

  it("given a user on the role template, when an administrator grants LOT creation, then who changed whose permissions from what to what is recorded", () =>
    spec
      .given([registered])
      .when(edit({ permissions: granted }))
      .then([{ _tag: "UserPermissionsChanged", userId: UserId.make("u"), changedBy: UserId.make("admin"), from: null, to: granted }]))

  it("given a user, when renamed and made a MANAGER, then the details change from the old to the new", () =>
    spec
      .given([registered])
      .when(edit({ details: { ...details, firstName: "Asha", role: "MANAGER" } }))
      .then([
        {
          _tag: "UserDetailsChanged",
          userId: UserId.make("u"),
          changedBy: UserId.make("admin"),
          from: details,
          to: { ...details, firstName: "Asha", role: "MANAGER" }
        }
      ]))

  it("given an active user, when deactivated, then the deactivation is recorded; saved again, nothing more", () => {
    spec
      .given([registered])
      .when(edit({ isActive: false }))
      .then([{ _tag: "UserDeactivated", userId: UserId.make("u"), changedBy: UserId.make("admin") }])
    spec
      .given([registered, { _tag: "UserDeactivated", userId: UserId.make("u"), changedBy: UserId.make("admin") }])
      .when(edit({ isActive: false }))
      .then([])
  })

  it("given a user, when the administrator sets a new password, then the log says the password changed and never holds it", () =>
    spec
      .given([registered])
      .when(edit({ passwordChanged: true }))
      .then([{ _tag: "UserPasswordChanged", userId: UserId.make("u"), changedBy: UserId.make("admin") }]))

  it("given an administrator, when they deactivate themselves or change their own role, then it is refused", () => {
    spec
      .given([registered])
      .when(edit({ changedBy: UserId.make("u"), isActive: false }))
      .thenError("BusinessRuleViolation", UserMessages.cannotDeactivateSelf)
    spec
      .given([registered])
      .when(edit({ changedBy: UserId.make("u"), details: { ...details, role: "ADMIN" } }))
      .thenError("BusinessRuleViolation", UserMessages.cannotChangeOwnRole)
  })

  it("given no user, when edited or unlocked, then 'User not found'", () => {
    spec.given([]).when(edit()).thenError("NotFound", UserMessages.notFound)
    spec
      .given([])
      .when({ _tag: "UnlockUser", userId: UserId.make("u"), changedBy: UserId.make("admin") })
      .thenError("NotFound", UserMessages.notFound)
  })

  it("given a locked account, when unlocked, then it is recorded once and the failures are forgotten", () => {
    const locked: UserEvent[] = [registered, ...failures(5), lockedAtT]
    spec
      .given(locked)
      .when({ _tag: "UnlockUser", userId: UserId.make("u"), changedBy: UserId.make("admin") })
      .then([{ _tag: "UserUnlocked", userId: UserId.make("u"), changedBy: UserId.make("admin") }])
    spec
      .given([...locked, { _tag: "UserUnlocked", userId: UserId.make("u"), changedBy: UserId.make("admin") }])
      .when({ _tag: "UnlockUser", userId: UserId.make("u"), changedBy: UserId.make("admin") })
      .then([])
    spec
      .given([...locked, { _tag: "UserUnlocked", userId: UserId.make("u"), changedBy: UserId.make("admin") }])
      .when(attempt(false, T, MAX_FAILED_LOGINS))
      .then(failures(1))
  })

  it("given an administrator, when they rename themselves keeping their role and staying active, then the rename is recorded as their own change", () =>
    spec
      .given([registered])
      .when(edit({ changedBy: UserId.make("u"), details: { ...details, lastName: "Banda" } }))
      .then([{ _tag: "UserDetailsChanged", userId: UserId.make("u"), changedBy: UserId.make("u"), from: details, to: { ...details, lastName: "Banda" } }]))

  it("given a user whose permissions were granted, when the same permissions are saved again, then nothing is recorded", () =>
    spec
      .given([registered, { _tag: "UserPermissionsChanged", userId: UserId.make("u"), changedBy: UserId.make("admin"), from: null, to: granted }])
      .when(edit({ permissions: granted }))
      .then([]))

  it("given a renamed user, when the new details are saved again, then nothing is recorded", () => {
    const renamed = { ...details, firstName: "Asha", role: "MANAGER" }
    spec
      .given([registered, { _tag: "UserDetailsChanged", userId: UserId.make("u"), changedBy: UserId.make("admin"), from: details, to: renamed }])
      .when(edit({ details: renamed }))
      .then([])
  })

  it("given a deactivated user, when activated, then the activation is recorded with who did it", () =>
    spec
      .given([registered, { _tag: "UserDeactivated", userId: UserId.make("u"), changedBy: UserId.make("admin") }])
      .when(edit({ isActive: true }))
      .then([{ _tag: "UserActivated", userId: UserId.make("u"), changedBy: UserId.make("admin") }]))

  it("given failed sign-ins below the limit (not locked), when unlocked, then the unlock is recorded so the failures are forgotten", () =>
    spec
      .given([registered, ...failures(2)])
      .when({ _tag: "UnlockUser", userId: UserId.make("u"), changedBy: UserId.make("admin") })
      .then([{ _tag: "UserUnlocked", userId: UserId.make("u"), changedBy: UserId.make("admin") }]))

  it("given a user with no failed sign-in, when unlocked, then nothing is recorded", () =>
    spec
      .given([registered])
      .when({ _tag: "UnlockUser", userId: UserId.make("u"), changedBy: UserId.make("admin") })
      .then([]))

  it("agrees with its activation machine on every path", () =>
    expectAggregateAgreesWithMachine({
      machine: userActivation,
      decider: UserDecider,
      events: [{ type: "REGISTER_ACTIVE" }, { type: "REGISTER_INACTIVE" }, { type: "ACTIVATE" }, { type: "DEACTIVATE" }] as ActivationEvent[],
      commandFor: (e): UserCommand => {
        const { _tag, ...fields } = registered as Extract<UserEvent, { _tag: "UserRegistered" }>
        switch (e.type) {
          case "REGISTER_ACTIVE":
            return { ...fields, _tag: "RegisterUser", isActive: true }
          case "REGISTER_INACTIVE":
            return { ...fields, _tag: "RegisterUser", isActive: false }
          case "ACTIVATE":
            return edit({ isActive: true })
          case "DEACTIVATE":
            return edit({ isActive: false })
        }
      },
      stateOf: (s) => (s._tag === "Absent" ? "absent" : s.isActive ? "active" : "inactive")
    }))
})

describe("the user's own profile", () => {
  it("given a user, when they change their name and password, then both are recorded as their own change", () =>
    spec
      .given([registered])
      .when({ _tag: "UpdateProfile", userId: UserId.make("u"), firstName: "Ada", lastName: "B", passwordChanged: true })
      .then([
        {
          _tag: "UserDetailsChanged",
          userId: UserId.make("u"),
          changedBy: UserId.make("u"),
          from: { email: "u@x.tz", firstName: "A", lastName: "B", role: "USER" },
          to: { email: "u@x.tz", firstName: "Ada", lastName: "B", role: "USER" }
        },
        { _tag: "UserPasswordChanged", userId: UserId.make("u"), changedBy: UserId.make("u") }
      ]))

  it("given a user, when they change only their last name, then the change is recorded and no password change", () =>
    spec
      .given([registered])
      .when({ _tag: "UpdateProfile", userId: UserId.make("u"), firstName: "A", lastName: "Banda", passwordChanged: false })
      .then([
        {
          _tag: "UserDetailsChanged",
          userId: UserId.make("u"),
          changedBy: UserId.make("u"),
          from: { email: "u@x.tz", firstName: "A", lastName: "B", role: "USER" },
          to: { email: "u@x.tz", firstName: "A", lastName: "Banda", role: "USER" }
        }
      ]))

  it("given a user with a picture, when their password changes, then the picture stays: the same picture again records nothing", () => {
    const avatar = { id: "b1", name: "me.png", mime: "image/png", size: 10, sha256: "ab" }
    spec
      .given([
        registered,
        { _tag: "UserAvatarChanged", userId: UserId.make("u"), avatar },
        { _tag: "UserPasswordChanged", userId: UserId.make("u"), changedBy: UserId.make("u") }
      ])
      .when({ _tag: "ChangeAvatar", userId: UserId.make("u"), avatar })
      .then([])
  })

  it("given a user, when they save their profile unchanged, then nothing is recorded", () =>
    spec
      .given([registered])
      .when({ _tag: "UpdateProfile", userId: UserId.make("u"), firstName: "A", lastName: "B", passwordChanged: false })
      .then([]))

  it("given no user, when a profile or picture is changed, then 'User not found'", () => {
    spec
      .given([])
      .when({ _tag: "UpdateProfile", userId: UserId.make("u"), firstName: "A", lastName: "B", passwordChanged: false })
      .thenError("NotFound", UserMessages.notFound)
    spec
      .given([])
      .when({ _tag: "ChangeAvatar", userId: UserId.make("u"), avatar: { id: "b1", name: "me.png", mime: "image/png", size: 10, sha256: "ab" } })
      .thenError("NotFound", UserMessages.notFound)
  })

  it("given a user, when they upload a picture, then its file record is kept; the same picture again records nothing", () => {
    const avatar = { id: "b1", name: "me.png", mime: "image/png", size: 10, sha256: "ab" }
    spec
      .given([registered])
      .when({ _tag: "ChangeAvatar", userId: UserId.make("u"), avatar })
      .then([{ _tag: "UserAvatarChanged", userId: UserId.make("u"), avatar }])
    spec
      .given([registered, { _tag: "UserAvatarChanged", userId: UserId.make("u"), avatar }])
      .when({ _tag: "ChangeAvatar", userId: UserId.make("u"), avatar })
      .then([])
  })
})

describe("the user aggregate's stream and its unknowns", () => {
  it("a user's events are kept in the stream User-<id>", () => expect(userStream(UserId.make("u-42"))).toBe("User-u-42"))

  it("a command or event of a kind it does not know is a defect, never silently ignored", () => {
    expect(() => UserDecider.decide({ _tag: "Unknown" } as never, fold(UserDecider, [registered]))).toThrow("Unhandled case")
    expect(() => UserDecider.evolve(fold(UserDecider, [registered]), { _tag: "Unknown" } as never)).toThrow("Unhandled case")
  })
})
