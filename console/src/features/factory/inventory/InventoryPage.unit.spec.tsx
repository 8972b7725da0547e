// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { expectOnlyPermittedActions, permittedOf, usersOfEveryRole, type ActionInventory } from "../../../testing/offered-actions"
import { renderSignedIn } from "../../../testing/render"
import InventoryPage from "./InventoryPage"

vi.mock("./api/inventory", async (original) => (await import("../../../testing/inventory-reads")).withInventoryReads(await original()))
vi.mock("../../../api/queries/warehouses", async (original) => (await import("../../../testing/inventory-reads")).withWarehouseReads(await original()))
vi.mock("../../../api/queries/wood-types", async (original) => (await import("../../../testing/inventory-reads")).withWoodTypeReads(await original()))

afterEach(cleanup)

const TABS = ["By Warehouse", "Consolidated View", "Low Stock Alerts", "Stock Adjustments"]

/** Every control of Inventory Reports: the tabs and the export read; minimum levels and adjustments write. */
const INVENTORY_SCREEN: ActionInventory = {
  reads: [...TABS, "Export PDF", /^Warehouse/],
  writes: [
    ["Set Minimum Level", "changeStock"],
    ["New Adjustment", "changeStock"]
  ]
}

describe("Inventory Reports offers each role only what the permission model lets it do (issue 24 item 13)", () => {
  for (const user of usersOfEveryRole()) {
    it(`as ${user.role}: on every tab, every control is classified and every write offered is permitted; the permitted ones are offered`, () => {
      renderSignedIn(user, <InventoryPage />)
      const offered = new Set<string>()
      for (const tab of TABS) {
        fireEvent.click(screen.getByRole("tab", { name: tab }))
        for (const action of expectOnlyPermittedActions(user, INVENTORY_SCREEN)) offered.add(action)
      }
      expect(offered).toEqual(permittedOf(user, ["changeStock"]))
    })
  }
})
