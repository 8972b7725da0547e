// @vitest-environment jsdom
import { describe, expect, it } from "vitest"
import { testUser } from "../../testing/render"
import { visibleNavigation } from "./Sidebar"

const labels = (role: string) => {
  const nav = visibleNavigation(testUser(role))
  return [...nav.top, ...nav.groups.flatMap((g) => g.entries)].map((e) => e.label)
}

describe("permission-filtered menu", () => {
  it("shows an ADMIN every entry of the spec's list, and the event history (issue 28's Audit, under Settings)", () => {
    expect(labels("ADMIN")).toEqual([
      "Dashboard",
      "Notifications",
      "Wood Calculator",
      "Wood Receipt",
      "Wood Slicer",
      "Drying Process",
      "Wood Transfer",
      "Inventory Reports",
      "Assets",
      "Asset Settings",
      "Wood Types",
      "Warehouses",
      "LOT Creation",
      "Approvals",
      "Drying Settings",
      "Website Pages",
      "Website Files",
      "Clients",
      "User Settings",
      "Admin Settings",
      "Audit"
    ])
  })

  it("hides Approvals and Admin Settings from a USER, and Admin Settings from a MANAGER", () => {
    expect(labels("USER")).not.toContain("Approvals")
    expect(labels("USER")).not.toContain("Admin Settings")
    expect(labels("USER")).toContain("LOT Creation")
    expect(labels("MANAGER")).toContain("Approvals")
    expect(labels("MANAGER")).not.toContain("Admin Settings")
  })

  it("always shows Notifications, even with no permissions at all", () => {
    const nobody = testUser("GUEST")
    const nav = visibleNavigation(nobody)
    expect(nav.top.map((e) => e.label)).toEqual(["Notifications"])
    expect(nav.groups).toEqual([])
  })
})
