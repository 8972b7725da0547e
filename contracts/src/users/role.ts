import { Schema } from "effect"
import { ValidationMessages } from "../shared/validation-messages"

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

/** The roles every installation has without defining them (their templates live in domain/permissions). */
export const BUILT_IN_ROLES: ReadonlyArray<Role> = [Roles.admin, Roles.manager, Roles.user]
export const isBuiltInRole = (role: string) => BUILT_IN_ROLES.includes(roleName(role))

/**
 * The role vocabulary is closed: a user gets ADMIN, MANAGER, USER or a role
 * defined under Roles first, never a name typed on the user (`SUPERADMIN` created a user).
 */
export const RoleVocabularyMessages = {
  // a catalogue sentence (never the typed name echoed back): the role list names where others come from
  unknown: ValidationMessages.notOneOf("Role", [...BUILT_IN_ROLES, "a role defined under Roles"])
} as const
