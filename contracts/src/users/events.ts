import { Schema } from "effect"
import { UserId } from "../shared/ids"
import { StoredFile } from "../shared/images"
import { eventTypesOf } from "../shared/stored-event"
import { PermissionMap } from "./permissions"
import { Role } from "./role"

/** The password hash is never in an event: it lives in the credentials table (ARCHITECTURE section 2). */
export const UserRegistered = Schema.TaggedStruct("UserRegistered", {
  userId: UserId,
  email: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  role: Role,
  isActive: Schema.Boolean,
  permissions: Schema.NullOr(PermissionMap)
})
/**
 * Where a failed sign-in came from, and so whose allowance it used (OWASP's device
 * cookie): `device` names a browser the account signed in from before (its device cookie), each with
 * an allowance of its own; null is every other device, which share one ("untrusted") allowance.
 */
const device = Schema.NullOr(Schema.String)

/** A wrong password (v2: `device`; v1 events were all from unknown devices: upcasters.ts). */
export const UserLoginFailed = Schema.TaggedStruct("UserLoginFailed", {
  userId: UserId,
  device,
  failedLoginAttempts: Schema.Number
})
/**
 * An allowance used up: sign-ins from `device` (null: from every device the account has not signed
 * in from) are refused until `until` or an administrator's unlock. v2 added `device`, `until` and
 * `endedSessions`: a v1 lock ended every open session and had no end (upcasters.ts reads it so);
 * a lock now ends no session.
 */
export const UserAccountLocked = Schema.TaggedStruct("UserAccountLocked", {
  userId: UserId,
  device,
  lockedAt: Schema.String,
  until: Schema.String,
  endedSessions: Schema.Boolean
})
/** A right password: the allowance it came from is whole again (v2: `device`). */
export const UserFailedLoginsReset = Schema.TaggedStruct("UserFailedLoginsReset", { userId: UserId, device })

export const UserDetails = Schema.Struct({ email: Schema.String, firstName: Schema.String, lastName: Schema.String, role: Schema.String })
export type UserDetails = typeof UserDetails.Type

/** Name, e-mail or role changed, from what to what; who changed it is `changedBy` (and the metadata). */
export const UserDetailsChanged = Schema.TaggedStruct("UserDetailsChanged", {
  userId: UserId,
  changedBy: UserId,
  from: UserDetails,
  to: UserDetails
})
/** Whose permissions, by whom, from what to what (null: the role's template). */
export const UserPermissionsChanged = Schema.TaggedStruct("UserPermissionsChanged", {
  userId: UserId,
  changedBy: UserId,
  from: Schema.NullOr(PermissionMap),
  to: Schema.NullOr(PermissionMap)
})
export const UserDeactivated = Schema.TaggedStruct("UserDeactivated", { userId: UserId, changedBy: UserId })
export const UserActivated = Schema.TaggedStruct("UserActivated", { userId: UserId, changedBy: UserId })
export const UserUnlocked = Schema.TaggedStruct("UserUnlocked", { userId: UserId, changedBy: UserId })
/**
 * That the password changed and who changed it; never the password or its hash. It ends every
 * session of the user but `keptSessionId`, the one the change was made in (sessions.ts).
 */
export const UserPasswordChanged = Schema.TaggedStruct("UserPasswordChanged", {
  userId: UserId,
  changedBy: UserId,
  keptSessionId: Schema.optional(Schema.String)
})

/** A sign-in succeeded: the session its tokens name, and when it ends at the latest (the session lifetime, fixed at sign-in). */
export const UserSessionStarted = Schema.TaggedStruct("UserSessionStarted", {
  userId: UserId,
  sessionId: Schema.String,
  startedAt: Schema.String,
  expiresAt: Schema.String
})
/** The user signed out of one session (POST /api/auth/logout); its tokens are refused from now on. */
export const UserSessionEnded = Schema.TaggedStruct("UserSessionEnded", {
  userId: UserId,
  sessionId: Schema.String,
  reason: Schema.Literal("signed-out")
})

export const UserAvatarChanged = Schema.TaggedStruct("UserAvatarChanged", { userId: UserId, avatar: StoredFile })

export const UserEvent = Schema.Union(
  UserRegistered,
  UserLoginFailed,
  UserAccountLocked,
  UserFailedLoginsReset,
  UserDetailsChanged,
  UserPermissionsChanged,
  UserDeactivated,
  UserActivated,
  UserUnlocked,
  UserPasswordChanged,
  UserAvatarChanged,
  UserSessionStarted,
  UserSessionEnded
)
export type UserEvent = typeof UserEvent.Type
/** The stream of one user's events: the write side appends to it, the read side looks at its newest event. */
export const USER_STREAM_PREFIX = "User-"
export const userStream = (userId: UserId) => `${USER_STREAM_PREFIX}${userId}`

export const USER_EVENT_TYPES = eventTypesOf(UserEvent)
