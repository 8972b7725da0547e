// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { TransferId, UserId, WarehouseId, WoodTypeId, type Transfer } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderSignedIn, testUser } from "../../../../testing/render"
import { PendingArrivals } from "./PendingArrivals"
import { pageOf } from "../../../../testing/paged-server"

const arrival = (n: number): Transfer => ({
  id: TransferId.make(`t${n}`),
  transferNumber: `TR-2026-${String(n).padStart(4, "0")}`,
  status: "IN_TRANSIT",
  transferDate: "2026-11-28T08:00:00.000Z",
  notes: null,
  fromWarehouseId: WarehouseId.make("w1"),
  toWarehouseId: WarehouseId.make("w2"),
  fromWarehouse: { id: WarehouseId.make("w1"), name: "Main Yard", code: "WH-1" },
  toWarehouse: { id: WarehouseId.make("w2"), name: "Kiln Site", code: "WH-2" },
  items: [],
  createdBy: { id: UserId.make("u1"), name: "Someone" },
  createdAt: "2026-11-28T08:00:00.000Z",
  approvedBy: null,
  approvedAt: null,
  completedAt: null,
  rejectionReason: null,
  history: []
})
const ARRIVALS = Array.from({ length: 12 }, (_, i) => arrival(i + 1))

type Asked = { toWarehouseId?: string; limit: number; cursor?: string }
/** The server's answer: a page of `limit` arrivals, with a cursor when more follow. */
const fetchPendingArrivalsPage = vi.fn(async (params: Asked) => {
  return pageOf(ARRIVALS, params)
})
vi.mock("../../../../api/queries/transfers", async (original) => ({
  ...(await original<typeof import("../../../../api/queries/transfers")>()),
  fetchPendingArrivalsPage: (params: Asked) => fetchPendingArrivalsPage(params)
}))

afterEach(cleanup)

describe("Pending Arrivals: every arrival is reachable (issue 36 item 2)", () => {
  it("given 12 transfers on their way to the warehouse, when the next page is asked, then the server is asked for that warehouse with the first page's cursor", async () => {
    renderSignedIn(testUser("USER"), <PendingArrivals warehouseId="w2" />)
    await waitFor(() => expect(screen.getAllByRole("link", { name: /^TR-2026-/ })).toHaveLength(10), { timeout: 10_000 })
    expect(fetchPendingArrivalsPage).toHaveBeenCalledWith(expect.objectContaining({ toWarehouseId: "w2", limit: 10 }))
    fireEvent.click(screen.getByRole("button", { name: /next page/i }))
    await waitFor(() => expect(fetchPendingArrivalsPage).toHaveBeenCalledWith(expect.objectContaining({ toWarehouseId: "w2", cursor: "10" })), {
      timeout: 10_000
    })
    await waitFor(() => expect(screen.getAllByRole("link", { name: /^TR-2026-/ })).toHaveLength(2), { timeout: 10_000 })
    expect(screen.getByRole("link", { name: "TR-2026-0012" })).toBeTruthy()
  })
})
