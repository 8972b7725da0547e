// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { expectOnlyPermittedActions, permittedOf, usersOfEveryRole, type ActionInventory } from "../../../testing/offered-actions"
import { anAsset } from "../../../testing/assets"
import { renderSignedIn } from "../../../testing/render"
import AssetListPage from "./AssetListPage"

vi.mock("../../../api/queries/assets", async (original) => ({
  ...(await original<typeof import("../../../api/queries/assets")>()),
  useAssets: () => ({ data: [anAsset("UD-0001")], isLoading: false, isError: false }),
  useAssetCategories: () => ({ data: [{ id: "cat-pt", name: "Power Tools", code: "PT", description: null, _count: { assets: 1 }, version: "0" }] }),
  useAssetStats: () => ({ data: { totalAssets: 1, activeAssets: 1, inMaintenance: 0, brokenAssets: 0, totalValue: 450_000.4, categories: 1 } })
}))

afterEach(cleanup)

/** Every control of the asset list: viewing, filtering, picking rows and the shared QR and label parts read; the rest write. */
const LIST_SCREEN: ActionInventory = {
  reads: [
    /^View asset /,
    "Stocktake",
    "Asset Settings",
    "Scan QR Code",
    /^Print Labels/,
    /^Select /,
    "Status",
    "Category",
    /^All Statuses/,
    /^All Categories/,
    /Select all rows/
  ],
  writes: [
    ["Add Asset", "createAsset"],
    [/^Edit asset /, "editAsset"],
    [/^Delete asset /, "deleteAsset"]
  ]
}

describe("the asset list offers each role only what the permission model lets it do", () => {
  for (const user of usersOfEveryRole()) {
    it(`as ${user.role}: every control is classified, every write offered is permitted, and every permitted write is offered`, () => {
      renderSignedIn(user, <AssetListPage />)
      const offered = expectOnlyPermittedActions(user, LIST_SCREEN)
      expect(offered).toEqual(permittedOf(user, ["createAsset", "editAsset", "deleteAsset"]))
    })
  }

  it("shows the stats in TZS without decimals and a long description cut at 50 characters", () => {
    renderSignedIn(usersOfEveryRole()[0]!, <AssetListPage />)
    expect(screen.getAllByText("TZS 450,000").length).toBeGreaterThan(0)
    expect(screen.getByText("Heavy duty 2200 W circular saw with a 235 mm blade…")).toBeTruthy()
  })
})
