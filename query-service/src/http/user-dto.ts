import { avatarUrl, type User } from "@timber/contracts"
import { effectivePermissions } from "@timber/domain/permissions/index"
import type { UserRow } from "@timber/projections"

/** A user as the API shows them, from the users read model. */
export const userDto = (user: UserRow): User => ({
  id: user.id,
  email: user.email,
  role: user.role,
  permissions: effectivePermissions(user.role, user.storedPermissions),
  firstName: user.firstName,
  lastName: user.lastName,
  isActive: user.isActive,
  failedLoginAttempts: user.failedLoginAttempts,
  accountLockedAt: user.accountLockedAt,
  user_metadata: { full_name: `${user.firstName} ${user.lastName}`.trim() },
  avatar_url: user.avatar ? avatarUrl(user.id, user.avatar.sha256) : null,
  createdAt: user.createdAt
})
