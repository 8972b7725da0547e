// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import type { AdjustmentListParams, StockAdjustment } from "@timber/contracts"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { renderSignedIn, testUser } from "../../../testing/render"
import InventoryPage from "./InventoryPage"
import { pageOf } from "../../../testing/paged-server"

const adjustment = (i: number): StockAdjustment => ({
  id: `adj-${i}`,
  adjustedAt: "2026-11-20T08:00:00.000Z",
  warehouse: { id: "wh-1", name: "Kiln Yard", code: "WH-1" },
  woodType: { id: "wt-1", name: "Mvule" },
  thickness: '2"',
  size: '2"',
  woodStatus: "DRIED",
  quantityBefore: 10,
  quantityAfter: 10 + i,
  quantityChange: i,
  m3Before: null,
  m3After: null,
  m3Change: null,
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
      return pageOf(server.adjustments, urlParams)
    }
  }
}
vi.mock("../../../api/client", () => ({ call: (ask: (api: typeof fakeApi) => Promise<unknown>) => ask(fakeApi) }))
vi.mock("./api/inventory", async (original) => (await import("../../../testing/inventory-reads")).withInventoryReads(await original()))
vi.mock("../../../api/queries/warehouses", async (original) => (await import("../../../testing/inventory-reads")).withWarehouseReads(await original()))
vi.mock("../../../api/queries/wood-types", async (original) => (await import("../../../testing/inventory-reads")).withWoodTypeReads(await original()))

beforeEach(() => {
  server.adjustments = Array.from({ length: 12 }, (_, i) => adjustment(i + 1))
  server.asked = []
})
afterEach(cleanup)

describe("Stock Adjustments name the row as the inventory does and show m³ with the pieces (issue 37)", () => {
  it('given two counts of plank rows of one thickness, 1" × 6" and 1" × 8", then each names its row and shows the m³ before, after and changed beneath the pieces', async () => {
    server.adjustments = [
      {
        ...adjustment(1),
        id: "adj-six",
        thickness: '1"',
        size: 'Plank 1" × 6"',
        quantityBefore: 10,
        quantityAfter: 12,
        quantityChange: 2,
        m3Before: 0.116,
        m3After: 0.1392,
        m3Change: 0.0232,
        reason: "Found two"
      },
      {
        ...adjustment(2),
        id: "adj-eight",
        thickness: '1"',
        size: 'Plank 1" × 8"',
        quantityBefore: 6,
        quantityAfter: 5,
        quantityChange: -1,
        m3Before: 0.0929,
        m3After: 0.0774,
        m3Change: -0.0154,
        reason: "One split"
      }
    ]
    renderSignedIn(testUser("ADMIN"), <InventoryPage />)
    fireEvent.click(screen.getByRole("tab", { name: "Stock Adjustments" }))
    const six = (await screen.findByText('Plank 1" × 6"', undefined, { timeout: 5000 })).closest('[role="row"]') as HTMLElement
    const eight = screen.getByText('Plank 1" × 8"').closest('[role="row"]') as HTMLElement
    // the column names the row's product and size: "Size", not the spec's "Thickness" (which the By Warehouse table keeps for the thickness)
    expect(screen.getByRole("columnheader", { name: "Size" })).toBeTruthy()
    expect(screen.queryByRole("columnheader", { name: "Thickness" })).toBeNull()
    for (const m3 of ["0.116 m³", "0.139 m³", "+0.023 m³"]) expect(within(six).getByText(m3)).toBeTruthy()
    for (const m3 of ["0.093 m³", "0.077 m³", "-0.015 m³"]) expect(within(eight).getByText(m3)).toBeTruthy()
    expect(within(six).getByText("+2")).toBeTruthy()
    expect(within(eight).getByText("-1")).toBeTruthy()
  })
})

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
