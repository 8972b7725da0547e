// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react"
import type { WarehouseStockRow } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderSignedIn, testUser } from "../../../testing/render"
import InventoryPage from "./InventoryPage"
import { legacyRowFields } from "../../../testing/stock-rows"
import { inventoryServer, kilnYard } from "../../../testing/inventory-reads"

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
  ...legacyRowFields(thickness),
  minimumStockLevel: null,
  updatedAt: "2026-11-25T08:00:00.000Z",
  estimatedDryingFinish
})
vi.mock("./api/inventory", async (original) => (await import("../../../testing/inventory-reads")).withInventoryReads(await original()))
vi.mock("../../../api/queries/warehouses", async (original) => (await import("../../../testing/inventory-reads")).withWarehouseReads(await original()))
vi.mock("../../../api/queries/wood-types", async (original) => (await import("../../../testing/inventory-reads")).withWoodTypeReads(await original()))

inventoryServer.stock = [row("r1", '1"', 20, "2026-11-27T13:30:00.000Z"), row("r2", '2"', 0, null)]
// the selector lists archived warehouses that still hold stock too
inventoryServer.warehouses = [kilnYard(2)]

afterEach(cleanup)

describe("By Warehouse: the estimated drying finish date under the under-drying count (section 2.6)", () => {
  it("given a row of 20 pieces under drying that the read side expects dry on Nov 27, then its cell says 20 and 'Est. finish Nov 27, 2026'; a row with none drying shows its count alone", async () => {
    renderSignedIn(testUser("USER"), <InventoryPage />)
    const drying = (await screen.findByText("Est. finish Nov 27, 2026", undefined, { timeout: 10_000 })).parentElement!
    expect(within(drying).getByText("20")).toBeTruthy()
    expect(screen.getAllByText(/^Est\. finish/)).toHaveLength(1)
  })
})
