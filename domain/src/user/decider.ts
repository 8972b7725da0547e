import { Conflict, MAX_FAILED_LOGINS, type PermissionMap, type UserCommand, UserEvent } from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"

export type UserState =
  | { readonly _tag: "Absent" }
  | {
      readonly _tag: "Registered"
      readonly userId: string
      readonly email: string
      readonly role: string
      readonly isActive: boolean
      readonly firstName: string
      readonly lastName: string
      readonly permissions: PermissionMap | null
      readonly failedLoginAttempts: number
      readonly accountLockedAt: string | null
    }

export const userStream = (userId: string) => `User-${userId}`

/**
 * The user aggregate counts failed sign-ins. The password check itself happens
 * outside (hashes never enter the log); the decider turns its outcome into events.
 */
export const UserDecider: Decider<UserCommand, UserEvent, UserState> = {
  events: UserEvent,
  initialState: { _tag: "Absent" },
  evolve: (state, event) => {
    switch (event._tag) {
      case "UserRegistered":
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
          accountLockedAt: null
        }
      case "UserLoginFailed":
        return state._tag === "Registered" ? { ...state, failedLoginAttempts: event.failedLoginAttempts } : state
      case "UserAccountLocked":
        return state._tag === "Registered" ? { ...state, accountLockedAt: event.lockedAt } : state
      case "UserFailedLoginsReset":
        return state._tag === "Registered" ? { ...state, failedLoginAttempts: 0 } : state
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "RegisterUser": {
        if (state._tag === "Registered") {
          return state.email === command.email
            ? Effect.succeed([])
            : Effect.fail(new Conflict({ message: "This user id is already used" }))
        }
        const { _tag, ...fields } = command
        return Effect.succeed([{ _tag: "UserRegistered" as const, ...fields }])
      }
      case "RecordLoginAttempt": {
        // A locked account records nothing more: the refusal is the handler's answer.
        if (state._tag !== "Registered" || state.accountLockedAt !== null) return Effect.succeed([])
        if (command.passwordMatched) {
          return Effect.succeed(
            state.failedLoginAttempts > 0 ? [{ _tag: "UserFailedLoginsReset" as const, userId: state.userId }] : []
          )
        }
        const failedLoginAttempts = state.failedLoginAttempts + 1
        const failed = { _tag: "UserLoginFailed" as const, userId: state.userId, failedLoginAttempts }
        return Effect.succeed(
          failedLoginAttempts >= MAX_FAILED_LOGINS
            ? [failed, { _tag: "UserAccountLocked" as const, userId: state.userId, lockedAt: command.at }]
            : [failed]
        )
      }
      default:
        return absurd(command)
    }
  }
}
