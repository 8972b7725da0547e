import { queryOptions, useQuery } from "@tanstack/react-query"
import { call } from "../client"

export const transfersKey = ["transfers"] as const

/** GET /api/transfers, newest first: the Wood Transfers screen, and Inventory's Pending Arrivals. */
export const transfersQuery = queryOptions({ queryKey: transfersKey, queryFn: () => call((api) => api.transfers.list()) })

/** Inventory's Pending Arrivals: a failure there is ignored silently (factory spec section 8), so it reads as none. */
export const usePendingArrivals = (warehouseId: string | null) =>
  useQuery({
    ...transfersQuery,
    queryFn: () => call((api) => api.transfers.list()).catch(() => []),
    select: (transfers) => transfers.filter((t) => (t.status === "APPROVED" || t.status === "IN_TRANSIT") && t.toWarehouseId === warehouseId),
    enabled: warehouseId !== null
  })
