import { queryOptions, useQuery } from "@tanstack/react-query"
import { useMemo } from "react"
import { call } from "../client"

export const warehousesKey = ["warehouses"] as const

/** Warehouses: the management table (with archived ones on request), the inventory selector and the pickers of other screens. */
export const warehousesQuery = (includeArchived = false) =>
  queryOptions({
    queryKey: [...warehousesKey, { includeArchived }],
    queryFn: () => call((api) => api.warehouses.list({ urlParams: { includeArchived: includeArchived ? "true" : "false" } }))
  })

export const useWarehouses = (includeArchived = false) => useQuery(warehousesQuery(includeArchived))

/** The warehouses that may receive stock: ACTIVE and stock-controlled (receipts, drying, inventory pickers). */
export const useStockWarehouses = () => {
  const warehouses = useWarehouses()
  const data = useMemo(() => (warehouses.data ?? []).filter((w) => w.status === "ACTIVE" && w.stockControlEnabled), [warehouses.data])
  return { ...warehouses, data }
}
