import { avatarUrl, PAGE_KEYS, PermissionAction, UserId } from "@timber/contracts"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { mayDecideApprovals } from "./approval-decisions"
import { can } from "./can"
import { effectivePermissions, PermissionTemplates } from "./templates"
import { toUser, type UserFields } from "./user-view"

describe("permission model", () => {
  it("a USER reads LOTs but cannot create them", () => {
    const user = { role: "USER", permissions: effectivePermissions("USER", null) }
    expect(can(user, "lot-creation", "read")).toBe(true)
    expect(can(user, "lot-creation", "create")).toBe(false)
    expect(can(user, "approvals")).toBe(false)
  })

  it("a MANAGER may not delete approvals nor open admin settings", () => {
    const manager = { role: "MANAGER", permissions: effectivePermissions("MANAGER", null) }
    expect(can(manager, "approvals", "edit")).toBe(true)
    expect(can(manager, "approvals", "delete")).toBe(false)
    expect(can(manager, "admin-settings")).toBe(false)
    expect(can(manager, "lot-creation", "delete")).toBe(true)
  })

  it("given the role templates, then a MANAGER holds every flag on the working pages, and only access, read and amount on pages without actions", () => {
    const manager = effectivePermissions("MANAGER", null)
    expect(manager["lot-creation"]).toEqual({ access: true, read: true, create: true, edit: true, delete: true, amount: true })
    for (const page of ["dashboard", "wood-calculator", "notifications"] as const) {
      expect(manager[page]).toEqual({ access: true, read: true, create: false, edit: false, delete: false, amount: true })
    }
  })

  it("given the USER template, then admin settings and approvals show every flag off, and other pages are read-only", () => {
    const none = { access: false, read: false, create: false, edit: false, delete: false, amount: false }
    const user = effectivePermissions("USER", null)
    expect(user["admin-settings"]).toEqual(none)
    expect(user.approvals).toEqual(none)
    expect(user["lot-creation"]).toEqual({ ...none, access: true, read: true })
    expect(can({ role: "USER", permissions: user }, "admin-settings")).toBe(false)
  })

  it("given a page the user may open, when only access is asked, then it is granted", () => {
    const user = { role: "USER", permissions: effectivePermissions("USER", null) }
    expect(can(user, "lot-creation")).toBe(true)
  })

  it("given an ADMIN with a narrower stored map, then the ADMIN still holds the full template", () => {
    expect(effectivePermissions("ADMIN", PermissionTemplates.USER)).toEqual(PermissionTemplates.ADMIN)
  })

  it("given an unknown role with no map, then every page shows every flag off", () => {
    const none = { access: false, read: false, create: false, edit: false, delete: false, amount: false }
    expect(Object.values(effectivePermissions("GUEST", null))).toEqual(PAGE_KEYS.map(() => none))
  })

  it("a stored map overrides the role's template", () => {
    const stored = { ...PermissionTemplates.USER, "lot-creation": { access: true, read: true, create: true, edit: false, delete: false, amount: false } }
    const user = { role: "USER", permissions: effectivePermissions("USER", stored) }
    expect(can(user, "lot-creation", "create")).toBe(true)
  })

  it("an unknown role with no map holds nothing", () => {
    const guest = { role: "GUEST", permissions: effectivePermissions("GUEST", null) }
    expect(PAGE_KEYS.some((p) => can(guest, p))).toBe(false)
  })

  it("given a stored map from before a page existed, then that page shows every flag off and nothing on it is granted", () => {
    const none = { access: false, read: false, create: false, edit: false, delete: false, amount: false }
    const { warehouses: _, ...older } = PermissionTemplates.MANAGER
    const permissions = effectivePermissions("MANAGER", older as typeof PermissionTemplates.MANAGER)
    expect(permissions).toEqual({ ...PermissionTemplates.MANAGER, warehouses: none })
    expect(can({ role: "MANAGER", permissions: older as typeof PermissionTemplates.MANAGER }, "warehouses", "read")).toBe(false)
  })

  it("property: no action is granted without access to the page, whatever the map says", () => {
    const entry = fc.record({
      access: fc.boolean(),
      read: fc.boolean(),
      create: fc.boolean(),
      edit: fc.boolean(),
      delete: fc.boolean(),
      amount: fc.boolean()
    })
    fc.assert(
      fc.property(fc.constantFrom(...PAGE_KEYS), entry, fc.constantFrom(...PermissionAction.literals), (page, e, action) => {
        const user = { role: "USER", permissions: effectivePermissions("USER", { ...PermissionTemplates.USER, [page]: e }) }
        if (!e.access) expect(can(user, page, action)).toBe(false)
        else expect(can(user, page, action)).toBe(e[action])
      })
    )
  })

  it("property: ADMIN holds every permission on every page", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAGE_KEYS), fc.constantFrom(...PermissionAction.literals), (page, action) => {
        expect(can({ role: "ADMIN", permissions: effectivePermissions("ADMIN", null) }, page, action)).toBe(true)
      })
    )
  })
})

describe("the one user view", () => {
  const fields: UserFields = {
    userId: UserId.make("u1"),
    email: "asha@x.tz",
    role: "MANAGER",
    isActive: false,
    firstName: "Asha",
    lastName: "Mushi",
    permissions: null,
    failedLoginAttempts: 2,
    accountLockedAt: "2026-08-01T08:00:00Z",
    avatar: null
  }

  it("given a user on their role's template, then the view shows every field, the template's permissions and no picture", () =>
    expect(toUser(fields, "2026-07-01T00:00:00Z", "4")).toEqual({
      id: "u1",
      email: "asha@x.tz",
      role: "MANAGER",
      permissions: PermissionTemplates.MANAGER,
      firstName: "Asha",
      lastName: "Mushi",
      isActive: false,
      failedLoginAttempts: 2,
      accountLockedAt: "2026-08-01T08:00:00Z",
      user_metadata: { full_name: "Asha Mushi" },
      avatar_url: null,
      createdAt: "2026-07-01T00:00:00Z",
      version: "4"
    }))

  it("given a user with a stored map, a picture and no last name, then the view shows the stored map, the picture's address and the first name alone", () => {
    const stored = { ...PermissionTemplates.USER, approvals: PermissionTemplates.MANAGER.approvals }
    const view = toUser(
      {
        ...fields,
        role: "USER",
        lastName: "",
        permissions: stored,
        avatar: { id: "b1", name: "me.png", mime: "image/png", size: 10, sha256: "abcdef0123456789" }
      },
      "t",
      "0"
    )
    expect(view.permissions).toEqual(stored)
    expect(view.avatar_url).toBe(avatarUrl("u1", "abcdef0123456789"))
    expect(view.user_metadata).toEqual({ full_name: "Asha" })
  })
})

describe("who may be a rule's approver", () => {
  it("given the templates, then an ADMIN and a MANAGER may decide approval requests and a USER may not; a USER granted Approvals edit may", () => {
    const holder = (role: string, stored: Parameters<typeof effectivePermissions>[1] = null) => ({ role, permissions: effectivePermissions(role, stored) })
    expect(mayDecideApprovals(holder("ADMIN"))).toBe(true)
    expect(mayDecideApprovals(holder("MANAGER"))).toBe(true)
    expect(mayDecideApprovals(holder("USER"))).toBe(false)
    const granted = { ...PermissionTemplates.USER, approvals: { access: true, read: true, create: false, edit: true, delete: false, amount: false } }
    expect(mayDecideApprovals(holder("USER", granted))).toBe(true)
  })
})
