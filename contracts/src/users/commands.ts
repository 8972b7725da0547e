import type { PermissionMap } from "./permissions"
import type { Role } from "./role"

export interface RegisterUser {
  readonly _tag: "RegisterUser"
  readonly userId: string
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
  readonly userId: string
  readonly passwordMatched: boolean
  readonly at: string
}
export type UserCommand = RegisterUser | RecordLoginAttempt
