import { WarehouseId, type Warehouse } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { inventoryWarehouseLabel, inventoryWarehouses } from "./inventory-warehouses"

const warehouse = (code: string, status: "ACTIVE" | "ARCHIVED", stockRows: number, stockControlEnabled = true) =>
  ({
    id: WarehouseId.make(code),
    code,
    name: `Yard ${code}`,
    status,
    stockControlEnabled,
    _count: { stock: stockRows }
  }) as unknown as Warehouse

describe("the Inventory selector's warehouses", () => {
  it("given a warehouse archived while it holds stock, then Inventory still offers it, after the active ones and named as archived; an empty archived one goes", () => {
    const shown = inventoryWarehouses([
      warehouse("OLD", "ARCHIVED", 3),
      warehouse("A", "ACTIVE", 0),
      warehouse("GONE", "ARCHIVED", 0),
      warehouse("OFFICE", "ACTIVE", 0, false)
    ])
    expect(shown.map((w) => w.code)).toEqual(["A", "OLD"])
    expect(shown.map(inventoryWarehouseLabel)).toEqual(["Yard A (A)", "Yard OLD (OLD) · archived"])
  })
})
