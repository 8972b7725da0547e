import { avatarUrl, type PermissionMap, type Role, type StoredFile, type User, type UserId } from "@timber/contracts"
import { effectivePermissions } from "./templates"

/** A user as their aggregate holds them (the permissions as stored: null means their role's template). */
export interface UserFields {
  readonly userId: UserId
  readonly email: string
  readonly role: Role
  readonly isActive: boolean
  readonly firstName: string
  readonly lastName: string
  readonly permissions: PermissionMap | null
  readonly failedLoginAttempts: number
  readonly accountLockedAt: string | null
  readonly avatar: StoredFile | null
}

/**
 * The one answer for a user: a write answers with it from the user's state, the users list and
 * /auth/me from their row. It lives beside the permission model because it shows the
 * permissions a user works with, not the ones stored.
 */
export const toUser = (
  user: UserFields,
  createdAt: string,
  /** Its stream's revision after the last event an administrator sees in it (contracts shared/record-version.ts). */
  version: string
): User => ({
  id: user.userId,
  email: user.email,
  role: user.role,
  permissions: effectivePermissions(user.role, user.permissions),
  firstName: user.firstName,
  lastName: user.lastName,
  isActive: user.isActive,
  failedLoginAttempts: user.failedLoginAttempts,
  accountLockedAt: user.accountLockedAt,
  user_metadata: { full_name: `${user.firstName} ${user.lastName}`.trim() },
  avatar_url: user.avatar ? avatarUrl(user.userId, user.avatar.sha256) : null,
  createdAt,
  version
})
