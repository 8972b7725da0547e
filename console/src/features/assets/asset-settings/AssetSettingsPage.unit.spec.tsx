// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { expectOnlyPermittedActions, permittedOf, usersOfEveryRole, type ActionInventory } from "../../../testing/offered-actions"
import { renderSignedIn } from "../../../testing/render"
import AssetSettingsPage from "./AssetSettingsPage"

vi.mock("../../../api/queries/assets", async (original) => ({
  ...(await original<typeof import("../../../api/queries/assets")>()),
  useAssetCategories: () => ({
    data: [{ id: "cat-pt", name: "Power Tools", code: "PT", description: null, _count: { assets: 1 }, version: "0" }],
    isLoading: false
  }),
  useAssetStats: () => ({
    data: {
      totalAssets: 1,
      activeAssets: 1,
      inMaintenance: 0,
      brokenAssets: 0,
      totalValue: 450_000,
      categories: 1,
      maintenanceCost: 80_000,
      maintenanceCostByCategory: [{ categoryId: "cat-pt", name: "Power Tools", maintenanceCost: 80_000 }]
    }
  })
}))

afterEach(cleanup)

const SETTINGS_SCREEN: ActionInventory = {
  reads: ["Back to Assets"],
  writes: [
    ["Add Category", "createAssetCategory"],
    [/^Edit category /, "editAssetCategory"],
    [/^Delete category /, "deleteAssetCategory"]
  ]
}

describe("Asset Settings offers each role only what the permission model lets it do", () => {
  for (const user of usersOfEveryRole()) {
    it(`as ${user.role}: every control is classified, every write offered is permitted, and every permitted write is offered`, () => {
      renderSignedIn(user, <AssetSettingsPage />)
      const offered = expectOnlyPermittedActions(user, SETTINGS_SCREEN)
      expect(offered).toEqual(permittedOf(user, ["createAssetCategory", "editAssetCategory", "deleteAssetCategory"]))
    })
  }
})

describe("Asset Settings' categories", () => {
  it("given completed maintenance of a category's assets, then its row shows what that maintenance cost, in TZS without decimals", async () => {
    renderSignedIn(usersOfEveryRole()[0]!, <AssetSettingsPage />)
    const row = (await screen.findByText("Power Tools")).closest('[role="row"]')!
    expect(row.textContent).toContain("TZS 80,000")
  })
})
