import { PAGE_KEYS } from "@timber/contracts"
import { pageOffers } from "@timber/domain/permissions/editor"
import { describe, expect, it } from "vitest"
import { testUser } from "../testing/render"
import { permits, WriteActions, type Need, type WriteAction } from "./write-actions"

const needsOf = (action: WriteAction): ReadonlyArray<Need> => {
  const r = WriteActions[action]
  return "anyOf" in r ? r.anyOf : [r]
}
const ALL = Object.keys(WriteActions) as WriteAction[]

describe("the console's table of writes (issue 24 item 13)", () => {
  it("every write names a real page and a permission that page offers (a write on a page without actions could never be granted)", () => {
    for (const action of ALL)
      for (const need of needsOf(action)) {
        expect(PAGE_KEYS, action).toContain(need.page)
        expect(pageOffers(need.page, need.action), `${action}: ${need.page}.${need.action}`).toBe(true)
      }
  })

  it("an ADMIN may run every write", () => {
    const admin = testUser("ADMIN")
    expect(ALL.filter((action) => !permits(admin, action))).toEqual([])
  })

  it("a USER (read only by the spec's template) may run only the writes that need nothing but a page's access", () => {
    const user = testUser("USER")
    const accessOnly = ALL.filter((action) => needsOf(action).every((n) => n.action === "access" && !n.adminOnly))
    expect(ALL.filter((action) => permits(user, action))).toEqual(accessOnly)
    expect(permits(user, "createLot")).toBe(false)
    expect(permits(user, "createReceiptDraft")).toBe(false)
    expect(permits(user, "updateReceiptDraft")).toBe(false)
  })

  it("a MANAGER may not add approval rules (admins only) nor delete them (denied by the template), nor lock or reopen a LOT, nor edit or notify about a completed transfer, nor edit a drying batch's initial data (admins only)", () => {
    const manager = testUser("MANAGER")
    expect(ALL.filter((action) => !permits(manager, action)).sort()).toEqual([
      "addRule",
      "deleteRule",
      "editDrying",
      "editTransfer",
      "lockLot",
      "notifyTransfer",
      "reopenLot"
    ])
  })

  it("deleting a LOT is allowed by either page's delete permission, as the server tries both; nobody signed out may run anything", () => {
    const base = testUser("USER")
    const withReceiptDelete = { ...base, permissions: { ...base.permissions, "wood-receipt": { ...base.permissions["wood-receipt"], delete: true } } }
    expect(permits(withReceiptDelete, "deleteLot")).toBe(true)
    expect(permits(base, "deleteLot")).toBe(false)
    expect(ALL.some((action) => permits(null, action))).toBe(false)
  })
})
