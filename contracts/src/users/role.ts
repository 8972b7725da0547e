import { Schema } from "effect"

/**
 * A user's role. The spec names ADMIN, MANAGER and USER, and says other role names may
 * exist (a stored role is a name plus permissions, upper-cased on creation), so a role
 * is any role name; the three named ones have permission templates (domain/permissions).
 */
export const Role = Schema.String.annotations({ identifier: "Role", description: "ADMIN, MANAGER, USER or another upper-case role name" })
export type Role = typeof Role.Type

/** The roles the spec names, by meaning: `Roles.admin` instead of an "ADMIN" literal. */
export const Roles = { admin: "ADMIN", manager: "MANAGER", user: "USER" } as const satisfies Record<string, Role>
export type NamedRole = (typeof Roles)[keyof typeof Roles]

/** A role name as it is stored: trimmed and upper-cased (spec: "upper-cased on creation"). */
export const roleName = (name: string): Role => name.trim().toUpperCase()
