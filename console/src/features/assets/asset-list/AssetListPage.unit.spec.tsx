// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import type { Asset } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { expectOnlyPermittedActions, permittedOf, usersOfEveryRole, type ActionInventory } from "../../../testing/offered-actions"
import { anAsset } from "../../../testing/assets"
import { renderSignedIn } from "../../../testing/render"
import AssetListPage from "./AssetListPage"

/** The server's pages: page 1 ends in a cursor to page 2 when `pages` holds two (the total then says more than a page's 25). */
const served = vi.fn(async (params: { cursor?: string; q?: string }) => {
  const [first, second] = pages.current
  const total = second ? 26 : first!.length
  return params.cursor === "page-2" ? { items: second ?? [], nextCursor: null, total } : { items: first!, nextCursor: second ? "page-2" : null, total }
})
const pages: { current: ReadonlyArray<ReadonlyArray<Asset>> } = { current: [[anAsset("UD-0001")]] }
vi.mock("../../../api/queries/assets", async (original) => ({
  ...(await original<typeof import("../../../api/queries/assets")>()),
  fetchAssetPage: (params: { cursor?: string; q?: string }) => served(params),
  useAssetCategories: () => ({ data: [{ id: "cat-pt", name: "Power Tools", code: "PT", description: null, _count: { assets: 1 }, version: "0" }] }),
  useAssetStats: () => ({ data: { totalAssets: 1, activeAssets: 1, inMaintenance: 0, brokenAssets: 0, totalValue: 450_000.4, categories: 1 } })
}))

afterEach(() => {
  cleanup()
  served.mockClear()
  pages.current = [[anAsset("UD-0001")]]
})

const shown = async () => screen.findByRole("button", { name: /^View asset UD-0001/ }, { timeout: 10_000 })

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
    it(`as ${user.role}: every control is classified, every write offered is permitted, and every permitted write is offered`, async () => {
      renderSignedIn(user, <AssetListPage />)
      await shown()
      const offered = expectOnlyPermittedActions(user, LIST_SCREEN)
      expect(offered).toEqual(permittedOf(user, ["createAsset", "editAsset", "deleteAsset"]))
    })
  }

  it("shows the stats in TZS without decimals and a long description cut at 50 characters", async () => {
    renderSignedIn(usersOfEveryRole()[0]!, <AssetListPage />)
    await shown()
    expect(screen.getAllByText("TZS 450,000").length).toBeGreaterThan(0)
    expect(screen.getByText("Heavy duty 2200 W circular saw with a 235 mm blade…")).toBeTruthy()
  })
})

describe("the asset list is paged, searched and sorted on the server", () => {
  it("when the user types a search, then the server is asked for it (q), not the rows shown filtered", async () => {
    renderSignedIn(usersOfEveryRole()[0]!, <AssetListPage />)
    await shown()
    fireEvent.change(screen.getByLabelText("Search assets"), { target: { value: "makita" } })
    await waitFor(() => expect(served).toHaveBeenCalledWith(expect.objectContaining({ q: "makita" })), { timeout: 5_000 })
  })

  it("given an asset picked on page 1, when the user goes to page 2 and picks another, then Print Labels has both", async () => {
    pages.current = [[anAsset("UD-0001")], [anAsset("UD-0002")]]
    renderSignedIn(usersOfEveryRole()[0]!, <AssetListPage />)
    await shown()
    fireEvent.click(screen.getAllByRole("checkbox", { name: "Select row" })[0]!)
    expect(screen.getByText("1 selected")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Go to next page" }))
    await screen.findByRole("button", { name: /^View asset UD-0002/ }, { timeout: 10_000 })
    expect(served).toHaveBeenCalledWith(expect.objectContaining({ cursor: "page-2" }))
    fireEvent.click(screen.getAllByRole("checkbox", { name: "Select row" })[0]!)
    expect(screen.getByText("2 selected")).toBeTruthy()
  })
})
