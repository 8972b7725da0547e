import { PAGE_KEYS, type NamedRole, type PageKey, type PermissionEntry, type PermissionMap, type Role } from "@timber/contracts"
import { isAdmin } from "./roles"

/** Pages with no create/edit/delete actions (spec section 6; the audit only reads the log). */
const PAGES_WITHOUT_ACTIONS: ReadonlySet<PageKey> = new Set(["dashboard", "wood-calculator", "notifications", "audit"])

/** Whether the page has create, edit and delete at all. */
export const pageHasActions = (page: PageKey) => !PAGES_WITHOUT_ACTIONS.has(page)

const NONE: PermissionEntry = { access: false, read: false, create: false, edit: false, delete: false, amount: false }

const build = (entry: (page: PageKey) => PermissionEntry): PermissionMap => Object.fromEntries(PAGE_KEYS.map((page) => [page, entry(page)])) as PermissionMap

const full = (page: PageKey): PermissionEntry => {
  const actions = !PAGES_WITHOUT_ACTIONS.has(page)
  return { access: true, read: true, create: actions, edit: actions, delete: actions, amount: true }
}

/** Default templates for users without an explicit map (spec section 6). */
export const PermissionTemplates: Readonly<Record<NamedRole, PermissionMap>> = {
  ADMIN: build(full),
  MANAGER: build((page) => {
    if (page === "admin-settings") return NONE
    const entry = full(page)
    return page === "approvals" ? { ...entry, delete: false } : entry
  }),
  USER: build((page) => (page === "admin-settings" || page === "approvals" || page === "audit" ? NONE : { ...NONE, access: true, read: true }))
}

const EMPTY: PermissionMap = build(() => NONE)

/** The map a user works with: their stored map, else their role's template, else nothing. */
export const effectivePermissions = (role: Role, stored: PermissionMap | null | undefined): PermissionMap => {
  if (isAdmin({ role })) return PermissionTemplates.ADMIN
  if (stored) return build((page) => stored[page] ?? NONE)
  return role in PermissionTemplates ? PermissionTemplates[role as keyof typeof PermissionTemplates] : EMPTY
}
