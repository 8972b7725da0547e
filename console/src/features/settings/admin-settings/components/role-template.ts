import { roleName, Roles, type PermissionMap, type StoredRole } from "@timber/contracts"
import { effectivePermissions } from "@timber/domain/permissions/templates"

/** The roles a user may be given: the three of the spec and every stored one. */
export const roleChoices = (stored: ReadonlyArray<StoredRole>): ReadonlyArray<string> => [...new Set([...Object.values(Roles), ...stored.map((r) => r.name)])]

/** 'Apply Defaults': a stored role's permissions if any, otherwise the defaults of section 6. */
export const roleTemplate = (role: string, stored: ReadonlyArray<StoredRole>): PermissionMap =>
  stored.find((r) => r.name === roleName(role))?.permissions ?? effectivePermissions(roleName(role), null)
