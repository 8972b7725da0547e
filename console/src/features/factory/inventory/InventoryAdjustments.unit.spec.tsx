// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import type { AdjustmentListParams, StockAdjustment } from "@timber/contracts"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { renderSignedIn, testUser } from "../../../testing/render"
import InventoryPage from "./InventoryPage"

const adjustment = (i: number): StockAdjustment => ({
  id: `adj-${i}`,
  adjustedAt: "2026-11-20T08:00:00.000Z",
  warehouse: { id: "wh-1", name: "Kiln Yard", code: "WH-1" },
  woodType: { id: "wt-1", name: "Mvule" },
  thickness: '2"',
  woodStatus: "DRIED",
  quantityBefore: 10,
  quantityAfter: 10 + i,
  quantityChange: i,
  reason: `Recount ${i}`,
  notes: null,
  adjustedBy: { id: "u-1", firstName: "Asha", lastName: "Mushi", email: "asha@example.com" }
})

const server = { adjustments: [] as StockAdjustment[], asked: [] as AdjustmentListParams[] }
const fakeApi = {
  stock: {
    /** The server's adjustments: paged by an offset cursor. */
    adjustments: async ({ urlParams }: { urlParams: AdjustmentListParams }) => {
      server.asked.push(urlParams)
      const from = Number(urlParams.cursor ?? "0")
      const to = from + (urlParams.limit ?? 50)
      return { items: server.adjustments.slice(from, to), nextCursor: to < server.adjustments.length ? String(to) : null, total: server.adjustments.length }
    }
  }
}
vi.mock("../../../api/client", () => ({ call: (ask: (api: typeof fakeApi) => Promise<unknown>) => ask(fakeApi) }))
const none = { data: [], isLoading: false, error: null }
vi.mock("./api/inventory", async (original) => ({
  ...(await original<typeof import("./api/inventory")>()),
  useWarehouseStock: () => none,
  useConsolidated: () => none,
  useAlerts: () => none
}))
vi.mock("../../../api/queries/warehouses", async (original) => ({
  ...(await original<typeof import("../../../api/queries/warehouses")>()),
  useStockWarehouses: () => none
}))
vi.mock("../../../api/queries/wood-types", async (original) => ({
  ...(await original<typeof import("../../../api/queries/wood-types")>()),
  useWoodTypes: () => none
}))

beforeEach(() => {
  server.adjustments = Array.from({ length: 12 }, (_, i) => adjustment(i + 1))
  server.asked = []
})
afterEach(cleanup)

describe("Stock Adjustments paged on the server (issue 36 item 2)", () => {
  it("given 12 adjustments, when the next page is asked, then the server is asked with the first page's cursor and the older ones show", async () => {
    renderSignedIn(testUser("ADMIN"), <InventoryPage />)
    expect(server.asked).toEqual([])
    fireEvent.click(screen.getByRole("tab", { name: "Stock Adjustments" }))
    await screen.findByText("1–10 of 12", undefined, { timeout: 5000 })
    fireEvent.click(screen.getByRole("button", { name: "Go to next page" }))
    await screen.findByText("Recount 12", undefined, { timeout: 5000 })
    await waitFor(() => expect(server.asked.at(-1)).toMatchObject({ limit: 10, cursor: "10" }))
  })
})
