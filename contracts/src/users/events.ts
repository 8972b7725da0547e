import { Schema } from "effect"
import { eventTypesOf } from "../shared/stored-event"
import { PermissionMap } from "./permissions"
import { Role } from "./role"

/** The password hash is never in an event: it lives in the credentials table (ARCHITECTURE section 2). */
export const UserRegistered = Schema.TaggedStruct("UserRegistered", {
  userId: Schema.String,
  email: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  role: Role,
  isActive: Schema.Boolean,
  permissions: Schema.NullOr(PermissionMap)
})
export const UserLoginFailed = Schema.TaggedStruct("UserLoginFailed", {
  userId: Schema.String,
  failedLoginAttempts: Schema.Number
})
export const UserAccountLocked = Schema.TaggedStruct("UserAccountLocked", {
  userId: Schema.String,
  lockedAt: Schema.String
})
export const UserFailedLoginsReset = Schema.TaggedStruct("UserFailedLoginsReset", { userId: Schema.String })

export const UserEvent = Schema.Union(UserRegistered, UserLoginFailed, UserAccountLocked, UserFailedLoginsReset)
export type UserEvent = typeof UserEvent.Type
export const USER_EVENT_TYPES = eventTypesOf(UserEvent)
