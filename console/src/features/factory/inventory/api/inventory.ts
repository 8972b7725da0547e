import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { StockAdjustmentPayload, StockMinimumPayload } from "@timber/contracts"
import { call } from "../../../../api/client"
import { warehousesKey } from "../../../../api/queries/warehouses"

export const stockKey = ["stock"] as const

export const warehouseStockQuery = (warehouseId: string) =>
  queryOptions({ queryKey: [...stockKey, "warehouse", warehouseId], queryFn: () => call((api) => api.warehouses.stock({ path: { id: warehouseId } })) })
export const consolidatedQuery = queryOptions({ queryKey: [...stockKey, "consolidated"], queryFn: () => call((api) => api.stock.consolidated()) })
/** Spec section 8: failures of the alert and adjustment loads are ignored (an empty list). */
export const alertsQuery = queryOptions({ queryKey: [...stockKey, "alerts"], queryFn: () => call((api) => api.stock.alerts()).catch(() => []) })
export const adjustmentsQuery = queryOptions({
  queryKey: [...stockKey, "adjustments"],
  queryFn: () =>
    call((api) => api.stock.adjustments({ urlParams: {} })).then(
      (page) => page.items,
      () => []
    )
})

export const useWarehouseStock = (warehouseId: string | null) => useQuery({ ...warehouseStockQuery(warehouseId ?? ""), enabled: warehouseId !== null })
export const useConsolidated = (enabled: boolean) => useQuery({ ...consolidatedQuery, enabled })
export const useAlerts = () => useQuery(alertsQuery)
export const useAdjustments = (enabled: boolean) => useQuery({ ...adjustmentsQuery, enabled })

const useStockMutation = <V>(mutationFn: (vars: V) => Promise<unknown>) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: stockKey }), queryClient.invalidateQueries({ queryKey: warehousesKey })])
  })
}

export const useAdjustStock = () => useStockMutation((payload: StockAdjustmentPayload) => call((api) => api.stockCommands.adjust({ payload })))
export const useSetMinimum = () => useStockMutation((payload: StockMinimumPayload) => call((api) => api.stockCommands.setMinimum({ payload })))
