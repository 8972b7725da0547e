import type { UserId } from "../shared/ids"
import type { StoredFile } from "../shared/images"
import type { UserDetails } from "./events"
import type { PermissionMap } from "./permissions"
import type { Role } from "./role"

export interface RegisterUser {
  readonly _tag: "RegisterUser"
  readonly userId: UserId
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly role: Role
  readonly isActive: boolean
  readonly permissions: PermissionMap | null
}
/** The password check happened outside the decider (the hash is not in the log); the outcome arrives here. */
export interface RecordLoginAttempt {
  readonly _tag: "RecordLoginAttempt"
  readonly userId: UserId
  readonly passwordMatched: boolean
  readonly at: string
  /** The Security tab's "max login attempts" as it stands now: each allowance's size. */
  readonly maxLoginAttempts: number
  /** How long a lock the attempt sets refuses sign-ins (SIGN_IN_LOCK_MINUTES). */
  readonly lockMinutes: number
  /** The device the attempt came from, when its device cookie says the account signed in there before; null: any other. */
  readonly device: string | null
  /** The session this sign-in starts when the password matched and nothing else refuses it; `at` is its start. */
  readonly session?: { readonly sessionId: string; readonly expiresAt: string }
}
/** An administrator edits a user (PUT /api/users/{id}); each part that differs becomes its own event. */
export interface EditUser {
  readonly _tag: "EditUser"
  readonly userId: UserId
  readonly changedBy: UserId
  readonly details: UserDetails
  readonly isActive: boolean
  /** undefined: left as it is; null: back to the role's template. */
  readonly permissions: PermissionMap | null | undefined
  readonly passwordChanged: boolean
  /** The session the change was made in, when the user changed their own password there: it stays, every other one ends. */
  readonly keptSessionId?: string
}
export interface UnlockUser {
  readonly _tag: "UnlockUser"
  readonly userId: UserId
  readonly changedBy: UserId
}
/** The user's own profile (PUT /api/users/profile): names, and the password when they gave a new one. */
export interface UpdateProfile {
  readonly _tag: "UpdateProfile"
  readonly userId: UserId
  readonly firstName: string
  readonly lastName: string
  readonly passwordChanged: boolean
  /** The session the change was made in: a new password ends every other session of the user. */
  readonly keptSessionId?: string
}
/** The user signs out of one session (POST /api/auth/logout). */
export interface EndSession {
  readonly _tag: "EndSession"
  readonly userId: UserId
  readonly sessionId: string
}
export interface ChangeAvatar {
  readonly _tag: "ChangeAvatar"
  readonly userId: UserId
  readonly avatar: StoredFile
}
export type UserCommand = RegisterUser | RecordLoginAttempt | EditUser | UnlockUser | UpdateProfile | ChangeAvatar | EndSession
