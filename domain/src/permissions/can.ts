import type { PageKey, PermissionAction, PermissionMap, Role } from "@timber/contracts"
import { isAdmin } from "./roles"

export interface PermissionHolder {
  readonly role: Role
  readonly permissions: PermissionMap
}

/**
 * ADMIN holds every permission. Any other action requires `access` on the page
 * as well as its own flag (spec section 6).
 */
export const can = (user: PermissionHolder, page: PageKey, action: PermissionAction = "access"): boolean => {
  if (isAdmin(user)) return true
  const entry = user.permissions[page]
  if (!entry || !entry.access) return false
  return entry[action]
}
