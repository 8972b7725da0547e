import type { PageKey, PermissionAction, User } from "@timber/contracts"
import { can } from "@timber/domain/permissions/can"

/** The one permission rule, shared with the server (domain/permissions). */
export const userCan = (user: User | null, page: PageKey, action: PermissionAction = "access") =>
  user !== null && can({ role: user.role, permissions: user.permissions }, page, action)

/** ADMIN holds every permission: the same rule as the server's. */
export { isAdmin } from "@timber/domain/permissions/roles"
