import { PermissionMap, Role, UserActivated, UserId, UserDeactivated, UserDetailsChanged, UserPermissionsChanged, UserRegistered } from "@timber/contracts"
import { effectivePermissions } from "@timber/domain"
import { Schema } from "effect"

/** The user events a notifying process folds to know who may do what (role, permissions, active). */
export const KnownUserEvents = [UserRegistered, UserDetailsChanged, UserPermissionsChanged, UserDeactivated, UserActivated] as const
export type KnownUserEvent = (typeof KnownUserEvents)[number]["Type"]

export const KnownUser = Schema.Struct({ role: Role, permissions: Schema.NullOr(PermissionMap), isActive: Schema.Boolean })
export type KnownUser = typeof KnownUser.Type
export const KnownUsers = Schema.ReadonlyMap({ key: UserId, value: KnownUser })
export type KnownUsers = ReadonlyMap<UserId, KnownUser>

const change = (users: KnownUsers, userId: UserId, patch: Partial<KnownUser>): KnownUsers => {
  const current = users.get(userId)
  return current ? new Map(users).set(userId, { ...current, ...patch }) : users
}

/** One user event folded into who is known (a change to a user never registered changes nothing). */
export const evolveKnownUsers = (users: KnownUsers, e: KnownUserEvent): KnownUsers => {
  switch (e._tag) {
    case "UserRegistered":
      return new Map(users).set(e.userId, { role: e.role, permissions: e.permissions, isActive: e.isActive })
    case "UserDetailsChanged":
      return change(users, e.userId, { role: e.to.role })
    case "UserPermissionsChanged":
      return change(users, e.userId, { permissions: e.to })
    case "UserDeactivated":
      return change(users, e.userId, { isActive: false })
    case "UserActivated":
      return change(users, e.userId, { isActive: true })
  }
}

const KNOWN_USER_TAGS: ReadonlySet<string> = new Set([
  "UserRegistered",
  "UserDetailsChanged",
  "UserPermissionsChanged",
  "UserDeactivated",
  "UserActivated"
] satisfies ReadonlyArray<KnownUserEvent["_tag"]>)
export const isKnownUserEvent = (e: { readonly _tag: string }): e is KnownUserEvent => KNOWN_USER_TAGS.has(e._tag)

/** Active users whose effective permissions allow `edit` on the Assets page (the one permission model). */
export const activeUsersWho = (users: KnownUsers, may: (permissions: PermissionMap) => boolean) =>
  [...users.entries()].filter(([, u]) => u.isActive && may(effectivePermissions(u.role, u.permissions))).map(([id]) => id)
