import { Roles, type Role } from "@timber/contracts"

/** Whoever acts: their id and role, as commands and the signed-in user carry them. */
export interface RoleHolder {
  readonly role: Role
}

/** ADMIN holds every permission and may act on anything (spec section 6). */
export const isAdmin = (actor: RoleHolder | null | undefined): boolean => actor?.role === Roles.admin

/** The owner of a thing, or an ADMIN: who may see or change something personal (a calculation, a notification). */
export const isOwnerOrAdmin = (actor: RoleHolder & { readonly userId: string }, ownerId: string | null): boolean => actor.userId === ownerId || isAdmin(actor)
