import { PAGE_CATEGORIES, PAGE_KEYS, PAGE_NAMES, PermissionAction, splitUsername } from "@timber/contracts"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { categoryAllOn, normalizePermissions, pageOffers, pagesOf, togglePermission, toggleCategory } from "./editor"
import { PermissionTemplates } from "./templates"

const toggle = fc.oneof(
  fc.record({
    kind: fc.constant("one" as const),
    page: fc.constantFrom(...PAGE_KEYS),
    action: fc.constantFrom(...PermissionAction.literals),
    value: fc.boolean()
  }),
  fc.record({ kind: fc.constant("all" as const), category: fc.constantFrom(...PAGE_CATEGORIES), value: fc.boolean() })
)

describe("the permissions editor", () => {
  it("property: any toggle sequence in the permissions editor leaves no right without access, and no create/edit/delete on a page without actions", () =>
    fc.assert(
      fc.property(fc.constantFrom("ADMIN", "MANAGER", "USER" as const), fc.array(toggle, { maxLength: 60 }), (role, toggles) => {
        const map = toggles.reduce(
          (acc, t) => (t.kind === "one" ? togglePermission(acc, t.page, t.action, t.value) : toggleCategory(acc, t.category, t.value)),
          PermissionTemplates[role]
        )
        for (const page of PAGE_KEYS) {
          const entry = map[page]
          for (const action of PermissionAction.literals) {
            if (entry[action] && action !== "access") expect(entry.access, `${page}.${action}`).toBe(true)
            if (entry[action]) expect(pageOffers(page, action), `${page}.${action}`).toBe(true)
          }
        }
      })
    ))

  it("given LOT creation with every right, when access is cleared, then every right is cleared", () => {
    const map = togglePermission(PermissionTemplates.MANAGER, "lot-creation", "access", false)
    expect(map["lot-creation"]).toEqual({ access: false, read: false, create: false, edit: false, delete: false, amount: false })
  })

  it("given no access to approvals, when read is turned on, then access comes with it", () => {
    const map = togglePermission(PermissionTemplates.USER, "approvals", "read", true)
    expect(map.approvals).toMatchObject({ access: true, read: true })
  })

  it("given the dashboard, when create is turned on, then nothing changes: the page has no actions", () =>
    expect(togglePermission(PermissionTemplates.USER, "dashboard", "create", true)).toEqual(PermissionTemplates.USER))

  it("given the USER template, when 'Toggle All' turns Management on, then every Management right it offers is on, and off again clears them", () => {
    const on = toggleCategory(PermissionTemplates.USER, "Management", true)
    expect(categoryAllOn(on, "Management")).toBe(true)
    expect(on["lot-creation"]).toEqual({ access: true, read: true, create: true, edit: true, delete: true, amount: true })
    const off = toggleCategory(on, "Management", false)
    expect(off.approvals.access).toBe(false)
    expect(categoryAllOn(off, "Management")).toBe(false)
  })

  it("a map the server receives is brought into the rules, every page key present", () => {
    const normalized = normalizePermissions({ dashboard: { access: true, read: true, create: true, edit: false, delete: false, amount: false } })
    expect(Object.keys(normalized)).toEqual([...PAGE_KEYS])
    expect(normalized.dashboard.create).toBe(false)
  })
})

describe("the permissions editor, switch by switch", () => {
  const none = { access: false, read: false, create: false, edit: false, delete: false, amount: false }
  const empty = normalizePermissions({})

  it("given no right on a page, when access is turned on, then only access is on", () =>
    expect(togglePermission(empty, "warehouses", "access", true).warehouses).toEqual({ ...none, access: true }))

  it("given every right on LOT creation, when delete is turned off, then access and the other rights stay on", () =>
    expect(togglePermission(PermissionTemplates.MANAGER, "lot-creation", "delete", false)["lot-creation"]).toEqual({
      access: true,
      read: true,
      create: true,
      edit: true,
      delete: false,
      amount: true
    }))

  it("given no access, when a right is turned off, then access stays off and nothing else changes", () =>
    expect(togglePermission(empty, "warehouses", "read", false)).toEqual(empty))

  it("given no right on the dashboard, when create is turned on, then nothing changes: the page has no actions, so access does not come on either", () =>
    expect(togglePermission(empty, "dashboard", "create", true)).toEqual(empty))

  it("given a switch, then only the switched page changes", () => {
    const map = togglePermission(PermissionTemplates.USER, "warehouses", "edit", true)
    expect(map.warehouses).toEqual({ ...none, access: true, read: true, edit: true })
    expect({ ...map, warehouses: PermissionTemplates.USER.warehouses }).toEqual(PermissionTemplates.USER)
  })

  it("a received map keeps read and amount with access, drops every right without access, and drops actions a page lacks", () => {
    const all = { access: true, read: true, create: true, edit: true, delete: true, amount: true }
    const normalized = normalizePermissions({ notifications: all, warehouses: all, approvals: { ...all, access: false } })
    expect(normalized.notifications).toEqual({ ...none, access: true, read: true, amount: true })
    expect(normalized.warehouses).toEqual(all)
    expect(normalized.approvals).toEqual(none)
    expect(normalized.dashboard).toEqual(none)
  })

  it("each category lists exactly its own pages, in page order", () => {
    for (const category of PAGE_CATEGORIES) expect(pagesOf(category)).toEqual(PAGE_KEYS.filter((page) => PAGE_NAMES[page].category === category))
    expect(pagesOf("General")).toEqual(["dashboard", "notifications"])
  })

  it("given 'Toggle All' on General, then its pages hold access, read and amount (they offer no actions) and the switch shows on; other categories are untouched", () => {
    const on = toggleCategory(empty, "General", true)
    expect(on.dashboard).toEqual({ ...none, access: true, read: true, amount: true })
    expect(on.notifications).toEqual({ ...none, access: true, read: true, amount: true })
    expect(categoryAllOn(on, "General")).toBe(true)
    expect({ ...on, dashboard: none, notifications: none }).toEqual(empty)
  })

  it("property: with every flag of a category on, turning any one offered flag off makes the 'Toggle All' switch show off", () =>
    fc.assert(
      fc.property(fc.constantFrom(...PAGE_CATEGORIES), fc.constantFrom(...PermissionAction.literals), fc.nat(), (category, action, pick) => {
        const on = toggleCategory(empty, category, true)
        expect(categoryAllOn(on, category)).toBe(true)
        const pages = pagesOf(category).filter((page) => pageOffers(page, action))
        fc.pre(pages.length > 0)
        const page = pages[pick % pages.length]!
        expect(categoryAllOn({ ...on, [page]: { ...on[page], [action]: false } }, category)).toBe(false)
      })
    ))

  it("given a map missing a page, then its category's 'Toggle All' shows off", () => {
    const { dashboard: _, ...withoutDashboard } = toggleCategory(empty, "General", true)
    expect(categoryAllOn(withoutDashboard as typeof empty, "General")).toBe(false)
  })
})

describe("the create dialog's username", () => {
  it("is split on the first space: the rest is the last name", () => {
    expect(splitUsername("Ada Lovelace King")).toEqual({ firstName: "Ada", lastName: "Lovelace King" })
    expect(splitUsername("  Juma  ")).toEqual({ firstName: "Juma", lastName: "" })
  })

  it("property: first name has no space, and first + ' ' + last gives the trimmed username back (single spaces)", () =>
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z]{1,8}$/), { minLength: 1, maxLength: 4 }), (words) => {
        const username = words.join(" ")
        const { firstName, lastName } = splitUsername(username)
        expect(firstName).not.toMatch(/\s/)
        expect(lastName === "" ? firstName : `${firstName} ${lastName}`).toBe(username)
      })
    ))
})
