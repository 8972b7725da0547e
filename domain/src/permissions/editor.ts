import { PAGE_KEYS, PAGE_NAMES, type PageCategory, type PageKey, type PermissionAction, type PermissionEntry, type PermissionMap } from "@timber/contracts"
import { pageHasActions } from "./templates"

/** Create, edit and delete exist only on pages with actions (spec section 3). */
export const ACTIONS_ONLY_WITH_PAGE_ACTIONS: ReadonlySet<PermissionAction> = new Set(["create", "edit", "delete"])

const NONE: PermissionEntry = { access: false, read: false, create: false, edit: false, delete: false, amount: false }

/** Whether the page offers this flag at all (the editor shows no switch for the others). */
export const pageOffers = (page: PageKey, action: PermissionAction) => pageHasActions(page) || !ACTIONS_ONLY_WITH_PAGE_ACTIONS.has(action)

/** One entry as the rules allow it: no right without access, no action the page lacks. */
const normalizeEntry = (page: PageKey, entry: PermissionEntry | undefined): PermissionEntry => {
  const e = entry ?? NONE
  if (!e.access) return NONE
  return {
    access: true,
    read: e.read,
    create: pageOffers(page, "create") && e.create,
    edit: pageOffers(page, "edit") && e.edit,
    delete: pageOffers(page, "delete") && e.delete,
    amount: e.amount
  }
}

/** A map as the rules allow it, with every page key present. */
export const normalizePermissions = (map: Partial<PermissionMap>): PermissionMap =>
  Object.fromEntries(PAGE_KEYS.map((page) => [page, normalizeEntry(page, map[page])])) as PermissionMap

/**
 * One switch of the permissions editor (spec section 5): clearing access clears the rest;
 * turning on any other right turns access on, since it means nothing without it.
 */
export const togglePermission = (map: PermissionMap, page: PageKey, action: PermissionAction, value: boolean): PermissionMap => {
  if (!pageOffers(page, action)) return map
  const entry = map[page] ?? NONE
  const next: PermissionEntry = action === "access" ? (value ? { ...entry, access: true } : NONE) : { ...entry, [action]: value, access: entry.access || value }
  return { ...map, [page]: normalizeEntry(page, next) }
}

export const pagesOf = (category: PageCategory): ReadonlyArray<PageKey> => PAGE_KEYS.filter((page) => PAGE_NAMES[page].category === category)

/** 'Toggle All' of one category: every flag the category's pages offer, on or off. */
export const toggleCategory = (map: PermissionMap, category: PageCategory, value: boolean): PermissionMap =>
  pagesOf(category).reduce<PermissionMap>(
    (acc, page) => ({
      ...acc,
      [page]: value ? normalizeEntry(page, { access: true, read: true, create: true, edit: true, delete: true, amount: true }) : NONE
    }),
    map
  )

/** Whether every flag the category offers is on (the 'Toggle All' switch shows it). */
export const categoryAllOn = (map: PermissionMap, category: PageCategory) =>
  pagesOf(category).every((page) => {
    const e = map[page]
    return !!e && e.access && e.read && e.amount && (!pageHasActions(page) || (e.create && e.edit && e.delete))
  })
