import type { Warehouse } from "@timber/contracts"

/**
 * The warehouses the Inventory selector offers: every stock-controlled ACTIVE warehouse, and an
 * archived one for as long as it still holds stock (archiving made its stock vanish from
 * Inventory), after the active ones and named as archived.
 */
export const inventoryWarehouses = (all: ReadonlyArray<Warehouse>): ReadonlyArray<Warehouse> => [
  ...all.filter((w) => w.stockControlEnabled && w.status === "ACTIVE"),
  ...all.filter((w) => w.stockControlEnabled && w.status !== "ACTIVE" && w._count.stock > 0)
]

export const inventoryWarehouseLabel = (w: Warehouse) => `${w.name} (${w.code})${w.status === "ACTIVE" ? "" : " · archived"}`
