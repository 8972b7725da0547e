// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react"
import type { WarehouseStockRow } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderSignedIn, testUser } from "../../../testing/render"
import InventoryPage from "./InventoryPage"

const row = (id: string, thickness: string, underDrying: number, estimatedDryingFinish: string | null): WarehouseStockRow => ({
  id,
  warehouseId: "wh-1",
  woodTypeId: "wt-1",
  woodType: { id: "wt-1", name: "Mvule" },
  thickness,
  statusNotDried: 5,
  statusUnderDrying: underDrying,
  statusDried: 0,
  statusDamaged: 0,
  statusInTransitOut: 0,
  statusInTransitIn: 0,
  minimumStockLevel: null,
  updatedAt: "2026-11-25T08:00:00.000Z",
  estimatedDryingFinish
})
const none = { data: [], isLoading: false, error: null }
vi.mock("./api/inventory", async (original) => ({
  ...(await original<typeof import("./api/inventory")>()),
  useWarehouseStock: () => ({ data: [row("r1", '1"', 20, "2026-11-27T13:30:00.000Z"), row("r2", '2"', 0, null)], isLoading: false, error: null }),
  useConsolidated: () => none,
  useAlerts: () => none
}))
const kilnYard = { id: "wh-1", code: "WH-1", name: "Kiln Yard", status: "ACTIVE", stockControlEnabled: true, _count: { stock: 2 } }
vi.mock("../../../api/queries/warehouses", async (original) => ({
  ...(await original<typeof import("../../../api/queries/warehouses")>()),
  useStockWarehouses: () => ({ data: [kilnYard], isLoading: false, isPending: false, error: null }),
  // the selector lists archived warehouses that still hold stock too
  useWarehouses: () => ({ data: [kilnYard], isLoading: false, isPending: false, error: null })
}))
vi.mock("../../../api/queries/wood-types", async (original) => ({
  ...(await original<typeof import("../../../api/queries/wood-types")>()),
  useWoodTypes: () => none
}))

afterEach(cleanup)

describe("By Warehouse: the estimated drying finish date under the under-drying count (section 2.6)", () => {
  it("given a row of 20 pieces under drying that the read side expects dry on Nov 27, then its cell says 20 and 'Est. finish Nov 27, 2026'; a row with none drying shows its count alone", async () => {
    renderSignedIn(testUser("USER"), <InventoryPage />)
    const drying = (await screen.findByText("Est. finish Nov 27, 2026", undefined, { timeout: 10_000 })).parentElement!
    expect(within(drying).getByText("20")).toBeTruthy()
    expect(screen.getAllByText(/^Est\. finish/)).toHaveLength(1)
  })
})
