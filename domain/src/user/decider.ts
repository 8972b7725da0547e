import {
  BusinessRuleViolation,
  Conflict,
  evolveSessions,
  noSessions,
  NotFound,
  UserMessages,
  type PermissionMap,
  type Sessions,
  type UserCommand,
  UserEvent,
  userStream,
  type UserId
} from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"
import type { UserFields } from "../permissions/user-view"
import { nextActivation, type ActivationState } from "./lifecycle.machine"
import { allowanceOf, allWhole, evolveAllowances, failuresSoFar, lockedOut, wholeAllowances, type SignInAllowances } from "./sign-in-allowance"

/**
 * A registered user: the fields the one user view shows (`toUser`), defined once in
 * `permissions/user-view.ts`, their sessions (contracts' users/sessions.ts, the one fold of them) and
 * what failed sign-ins left of each device's allowance (sign-in-allowance.ts). The view's
 * `failedLoginAttempts` and `accountLockedAt` are the unknown devices' allowance: what an administrator unlocks.
 */
export type RegisteredUser = { readonly _tag: "Registered"; readonly sessions: Sessions; readonly allowances: SignInAllowances } & UserFields

export type UserState = { readonly _tag: "Absent" } | RegisteredUser

export { userStream }

const activationOf = (state: UserState): ActivationState => (state._tag === "Absent" ? "absent" : state.isActive ? "active" : "inactive")

const samePermissions = (a: PermissionMap | null, b: PermissionMap | null) => JSON.stringify(a) === JSON.stringify(b)

const registered = (state: UserState): Effect.Effect<RegisteredUser, NotFound> =>
  state._tag === "Registered" ? Effect.succeed(state) : Effect.fail(new NotFound({ message: UserMessages.notFound }))

/** A registered user's fields after one of their events; their sessions fold apart (evolveSessions). */
const evolveRegistered = (state: RegisteredUser, event: Exclude<UserEvent, { _tag: "UserRegistered" }>): RegisteredUser => {
  switch (event._tag) {
    // a known device's failures and locks are its own (sign-in-allowance.ts); the view shows the unknown devices'
    case "UserLoginFailed":
      // recorded only while no lock holds: one before it has run out
      return event.device === null ? { ...state, failedLoginAttempts: event.failedLoginAttempts, accountLockedAt: null } : state
    case "UserAccountLocked":
      return event.device === null ? { ...state, accountLockedAt: event.lockedAt } : state
    case "UserFailedLoginsReset":
      return event.device === null ? { ...state, failedLoginAttempts: 0, accountLockedAt: null } : state
    case "UserDetailsChanged":
      return { ...state, ...event.to }
    case "UserPermissionsChanged":
      return { ...state, permissions: event.to }
    case "UserDeactivated":
      return { ...state, isActive: false }
    case "UserActivated":
      return { ...state, isActive: true }
    case "UserUnlocked":
      return { ...state, accountLockedAt: null, failedLoginAttempts: 0 }
    case "UserAvatarChanged":
      return { ...state, avatar: event.avatar }
    case "UserPasswordChanged":
    case "UserSessionStarted":
    case "UserSessionEnded":
      return state
    default:
      return absurd(event)
  }
}

/** A new password's event: it ends every session of the user but the one it was changed in. */
const passwordChanged = (userId: UserId, changedBy: UserId, keptSessionId: string | undefined): UserEvent =>
  keptSessionId === undefined ? { _tag: "UserPasswordChanged", userId, changedBy } : { _tag: "UserPasswordChanged", userId, changedBy, keptSessionId }

/**
 * The user aggregate: registration, what administrators change (details, role, permissions,
 * activation, unlock, password reset), the user's own profile and picture, failed
 * sign-ins and sessions (started by a sign-in, ended by a sign-out, a password change or a
 * deactivation; a lock refuses new sign-ins only). The password check happens outside (hashes never enter the log); the decider
 * turns its outcome into events. Activation follows the lifecycle machine.
 */
export const UserDecider: Decider<UserCommand, UserEvent, UserState> = {
  events: UserEvent,
  initialState: { _tag: "Absent" },
  evolve: (state, event) => {
    if (event._tag === "UserRegistered") {
      return {
        _tag: "Registered",
        userId: event.userId,
        email: event.email,
        role: event.role,
        isActive: event.isActive,
        firstName: event.firstName,
        lastName: event.lastName,
        permissions: event.permissions,
        failedLoginAttempts: 0,
        accountLockedAt: null,
        avatar: null,
        sessions: noSessions,
        allowances: wholeAllowances
      }
    }
    if (state._tag !== "Registered") return state
    return { ...evolveRegistered(state, event), sessions: evolveSessions(state.sessions, event), allowances: evolveAllowances(state.allowances, event) }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "RegisterUser": {
        if (state._tag === "Registered") {
          return state.email === command.email ? Effect.succeed([]) : Effect.fail(new Conflict({ message: "This user id is already used" }))
        }
        const { _tag, ...fields } = command
        return Effect.succeed([{ _tag: "UserRegistered" as const, ...fields }])
      }
      case "RecordLoginAttempt": {
        // a device whose allowance is locked records nothing more: the refusal is the handler's answer
        if (state._tag !== "Registered" || lockedOut(state.allowances, command.device, command.at)) return Effect.succeed([])
        const { device } = command
        if (command.passwordMatched) {
          const allowance = allowanceOf(state.allowances, device)
          // the right password gives back the allowance it came from (and ends its lock that ran out), no other
          const events: UserEvent[] =
            allowance.failures > 0 || allowance.lockedUntil !== null ? [{ _tag: "UserFailedLoginsReset", userId: state.userId, device }] : []
          if (command.session && state.isActive) {
            events.push({
              _tag: "UserSessionStarted",
              userId: state.userId,
              sessionId: command.session.sessionId,
              startedAt: command.at,
              expiresAt: command.session.expiresAt
            })
          }
          return Effect.succeed(events)
        }
        const failedLoginAttempts = failuresSoFar(state.allowances, device) + 1
        const failed = { _tag: "UserLoginFailed" as const, userId: state.userId, device, failedLoginAttempts }
        if (failedLoginAttempts < command.maxLoginAttempts) return Effect.succeed([failed])
        // the lock refuses that allowance's devices only, for a while, and ends no session already open
        const until = new Date(Date.parse(command.at) + command.lockMinutes * 60_000).toISOString()
        return Effect.succeed([failed, { _tag: "UserAccountLocked" as const, userId: state.userId, device, lockedAt: command.at, until, endedSessions: false }])
      }
      case "EditUser":
        return Effect.gen(function* () {
          const user = yield* registered(state)
          const self = command.changedBy === command.userId
          if (self && !command.isActive) return yield* new BusinessRuleViolation({ message: UserMessages.cannotDeactivateSelf })
          if (self && command.details.role !== user.role) return yield* new BusinessRuleViolation({ message: UserMessages.cannotChangeOwnRole })
          const events: UserEvent[] = []
          const from = { email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role }
          if (JSON.stringify(from) !== JSON.stringify({ ...from, ...command.details })) {
            events.push({ _tag: "UserDetailsChanged", userId: user.userId, changedBy: command.changedBy, from, to: { ...command.details } })
          }
          if (command.permissions !== undefined && !samePermissions(user.permissions, command.permissions)) {
            events.push({ _tag: "UserPermissionsChanged", userId: user.userId, changedBy: command.changedBy, from: user.permissions, to: command.permissions })
          }
          const activation = command.isActive ? "ACTIVATE" : "DEACTIVATE"
          if (nextActivation(activationOf(user), { type: activation }) !== null) {
            events.push({ _tag: command.isActive ? "UserActivated" : "UserDeactivated", userId: user.userId, changedBy: command.changedBy })
          }
          if (command.passwordChanged) events.push(passwordChanged(user.userId, command.changedBy, command.keptSessionId))
          return events
        })
      case "UnlockUser":
        return Effect.gen(function* () {
          const user = yield* registered(state)
          if (allWhole(user.allowances)) return []
          return [{ _tag: "UserUnlocked" as const, userId: user.userId, changedBy: command.changedBy }]
        })
      case "UpdateProfile":
        return Effect.gen(function* () {
          const user = yield* registered(state)
          const events: UserEvent[] = []
          const from = { email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role }
          if (from.firstName !== command.firstName || from.lastName !== command.lastName) {
            events.push({
              _tag: "UserDetailsChanged",
              userId: user.userId,
              changedBy: user.userId,
              from,
              to: { ...from, firstName: command.firstName, lastName: command.lastName }
            })
          }
          if (command.passwordChanged) events.push(passwordChanged(user.userId, user.userId, command.keptSessionId))
          return events
        })
      case "ChangeAvatar":
        return Effect.gen(function* () {
          const user = yield* registered(state)
          if (user.avatar?.sha256 === command.avatar.sha256) return []
          return [{ _tag: "UserAvatarChanged" as const, userId: user.userId, avatar: command.avatar }]
        })
      case "EndSession":
        return Effect.gen(function* () {
          const user = yield* registered(state)
          // a session already ended (or never started) ends once: signing out twice appends nothing
          if (!user.sessions.live.has(command.sessionId)) return []
          return [{ _tag: "UserSessionEnded" as const, userId: user.userId, sessionId: command.sessionId, reason: "signed-out" as const }]
        })
      default:
        return absurd(command)
    }
  }
}
