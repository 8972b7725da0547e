// @vitest-environment jsdom
import { cleanup } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { expectOnlyPermittedActions, permittedOf, usersOfEveryRole, type ActionInventory } from "../../../testing/offered-actions"
import { renderSignedIn } from "../../../testing/render"
import AssetSettingsPage from "./AssetSettingsPage"

vi.mock("../../../api/queries/assets", async (original) => ({
  ...(await original<typeof import("../../../api/queries/assets")>()),
  useAssetCategories: () => ({ data: [{ id: "cat-pt", name: "Power Tools", code: "PT", description: null, _count: { assets: 1 } }], isLoading: false }),
  useAssetStats: () => ({ data: { totalAssets: 1, activeAssets: 1, inMaintenance: 0, brokenAssets: 0, totalValue: 450_000, categories: 1 } })
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
