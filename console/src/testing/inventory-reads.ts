import type { WarehouseStockRow } from "@timber/contracts"

/**
 * The reads Inventory Reports makes, faked for its screen specs. A spec puts what the server
 * holds in `inventoryServer` and replaces each read's module from a `vi.mock` factory:
 * `vi.mock("./api/inventory", async (original) => (await import("…/testing/inventory-reads")).withInventoryReads(await original()))`.
 * Each read answers at once; what it answers is read when the screen asks, so a spec may set it
 * in a `beforeEach` or at its top.
 */
export const inventoryServer: { stock: ReadonlyArray<WarehouseStockRow>; warehouses: ReadonlyArray<unknown> } = { stock: [], warehouses: [] }

const answered = <Data>(data: Data) => ({ data, isLoading: false, isPending: false, error: null })

/** Kiln Yard, the stock-keeping warehouse the inventory specs read, holding `stockRows` rows. */
export const kilnYard = (stockRows: number) => ({
  id: "wh-1",
  code: "WH-1",
  name: "Kiln Yard",
  status: "ACTIVE",
  stockControlEnabled: true,
  _count: { stock: stockRows }
})

/** `features/factory/inventory/api/inventory`: the rows of the warehouse shown; no consolidated view, no alerts. */
export const withInventoryReads = (original: unknown) => ({
  ...(original as object),
  useWarehouseStock: () => answered(inventoryServer.stock),
  useConsolidated: () => answered([]),
  useAlerts: () => answered([])
})

/** `api/queries/warehouses`: the warehouses, for the selector (archived ones holding stock too) and the dialogs. */
export const withWarehouseReads = (original: unknown) => ({
  ...(original as object),
  useStockWarehouses: () => answered(inventoryServer.warehouses),
  useWarehouses: () => answered(inventoryServer.warehouses)
})

/** `api/queries/wood-types`: no wood types. */
export const withWoodTypeReads = (original: unknown) => ({ ...(original as object), useWoodTypes: () => answered([]) })
