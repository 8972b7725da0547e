import { queryOptions, useQuery } from "@tanstack/react-query"
import { call } from "../client"

export const transfersKey = ["transfers"] as const

/** GET /api/transfers, its first page, newest first: the Wood Transfers screen. */
export const transfersQuery = queryOptions({
  queryKey: transfersKey,
  queryFn: async () => (await call((api) => api.transfers.list({ urlParams: {} }))).items
})

/**
 * Inventory's Pending Arrivals: the transfers APPROVED or IN_TRANSIT into the warehouse, asked of
 * the server; a failure there is ignored silently (factory spec section 8), so it reads as none.
 */
export const usePendingArrivals = (warehouseId: string | null) =>
  useQuery({
    queryKey: [...transfersKey, "arrivals", warehouseId],
    queryFn: () =>
      warehouseId === null
        ? []
        : call((api) => api.transfers.list({ urlParams: { status: ["APPROVED", "IN_TRANSIT"], toWarehouseId: warehouseId, limit: 200 } }))
            .then((page) => page.items)
            .catch(() => []),
    enabled: warehouseId !== null
  })
