// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react"
import { toWarehouseStockRow, WarehouseId, WoodTypeId, EMPTY_STOCK, EMPTY_VOLUMES } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderSignedIn, testUser } from "../../../testing/render"
import InventoryPage from "./InventoryPage"
import { inventoryReport } from "./report/inventory-report"
import { inventoryServer, kilnYard } from "../../../testing/inventory-reads"

// 12 sleepers of 6" × 9" (0.85 m³) not dried, 3 of them (0.2125 m³) under drying: the row as the read side answers it
const sleepers = toWarehouseStockRow(
  {
    key: { warehouseId: WarehouseId.make("wh-1"), woodTypeId: WoodTypeId.make("wt-1"), product: "SLEEPER", thickness: '6"', width: '9"' },
    quantities: { ...EMPTY_STOCK, NOT_DRIED: 12, UNDER_DRYING: 3 },
    volumes: { ...EMPTY_VOLUMES, NOT_DRIED: 0.85, UNDER_DRYING: 0.2125 },
    minimum: null
  },
  "Mvule",
  "2026-11-25T08:00:00.000Z"
)
vi.mock("./api/inventory", async (original) => (await import("../../../testing/inventory-reads")).withInventoryReads(await original()))
vi.mock("../../../api/queries/warehouses", async (original) => (await import("../../../testing/inventory-reads")).withWarehouseReads(await original()))
vi.mock("../../../api/queries/wood-types", async (original) => (await import("../../../testing/inventory-reads")).withWoodTypeReads(await original()))

inventoryServer.stock = [sleepers]
inventoryServer.warehouses = [kilnYard(1)]

afterEach(cleanup)

describe("Inventory shows each row's product, nominal size and m³ beside its pieces (issue 37 item 5)", () => {
  it('given 12 sleepers of 6" × 9" holding 0.850 m³ and 3 under drying, then By Warehouse shows the product, the spec\'s Thickness (6") and the width apart, and m³ under each count, Total and Available included', async () => {
    renderSignedIn(testUser("USER"), <InventoryPage />)
    const row = (await screen.findByText("Sleeper", undefined, { timeout: 10_000 })).closest('[role="row"]') as HTMLElement
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent)
    expect(headers.slice(0, 5)).toEqual(["Wood Type", "Product", "Thickness", "Width", "Not Dried"])
    const cell = (field: string) => row.querySelector(`[data-field="${field}"]`)?.textContent
    expect([cell("woodType"), cell("Product"), cell("Thickness"), cell("Width")]).toEqual(["Mvule", "Sleeper", '6"', '9"'])
    expect(within(row).getAllByText("0.850 m³")).toHaveLength(2) // not dried, and available
    expect(within(row).getByText("0.213 m³")).toBeTruthy() // under drying (0.2125, 3 decimals)
    expect(within(row).getByText("1.063 m³")).toBeTruthy() // total
  })

  it("given the same row, then the PDF's columns are the table's, and its cells carry the m³ beneath the pieces, 3 decimals", () => {
    const report = inventoryReport({ name: "Kiln Yard", code: "WH-1" }, [sleepers], new Date("2026-11-25T08:00:00.000Z"))
    const table = (report.content as ReadonlyArray<{ table?: { body: ReadonlyArray<ReadonlyArray<{ text: string }>> } }>).find((part) => part.table)!.table!
    expect(table.body[0]!.map((cell) => cell.text).slice(0, 5)).toEqual(["Wood Type", "Product", "Thickness", "Width", "Not Dried"])
    expect(table.body[1]!.map((cell) => cell.text).slice(0, 4)).toEqual(["Mvule", "Sleeper", '6"', '9"'])
    const doc = JSON.stringify(report)
    expect(doc).toContain("12\\n0.850 m³")
    expect(doc).toContain("15\\n1.063 m³")
  })
})
