import { queryOptions, useQuery } from "@tanstack/react-query"
import { call } from "../../../../api/client"

export const stockOfWarehouseKey = ["stock"] as const

/** GET /api/management/warehouses/{id}/stock: the rows a batch may take its pieces from. */
export const useWarehouseStockRows = (warehouseId: string) =>
  useQuery({
    ...queryOptions({
      queryKey: [...stockOfWarehouseKey, "warehouse", warehouseId],
      queryFn: () => call((api) => api.warehouses.stock({ path: { id: warehouseId } }))
    }),
    enabled: warehouseId !== ""
  })
