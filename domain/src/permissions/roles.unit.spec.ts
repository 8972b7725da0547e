import { Roles, roleName } from "@timber/contracts"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isAdmin, isOwnerOrAdmin } from "./roles"

describe("roles and ownership", () => {
  it("only the ADMIN role is an admin; MANAGER, USER, another role name and nobody are not", () => {
    expect(isAdmin({ role: Roles.admin })).toBe(true)
    for (const role of [Roles.manager, Roles.user, "SUPERVISOR", "admin", ""]) expect(isAdmin({ role })).toBe(false)
    expect(isAdmin(null)).toBe(false)
  })

  it("a role name is stored trimmed and upper-cased, so ' admin ' becomes the ADMIN role", () => {
    expect(roleName(" admin ")).toBe(Roles.admin)
    expect(isAdmin({ role: roleName("Admin") })).toBe(true)
  })

  it("property: the owner may act on their own thing whatever their role, another user only when ADMIN", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.constantFrom(Roles.admin, Roles.manager, Roles.user, "SUPERVISOR"), (actorId, ownerId, role) => {
        const actor = { userId: actorId, role }
        expect(isOwnerOrAdmin(actor, actorId)).toBe(true)
        expect(isOwnerOrAdmin(actor, ownerId)).toBe(actorId === ownerId || role === Roles.admin)
      })
    )
  })

  it("a thing with no owner is an ADMIN's alone", () => {
    expect(isOwnerOrAdmin({ userId: "u1", role: Roles.user }, null)).toBe(false)
    expect(isOwnerOrAdmin({ userId: "u1", role: Roles.admin }, null)).toBe(true)
  })
})
