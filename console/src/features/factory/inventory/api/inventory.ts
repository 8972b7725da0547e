import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query"
import type { AdjustmentListParams, AdjustmentSort, StockAdjustmentPage, StockAdjustmentPayload, StockMinimumPayload } from "@timber/contracts"
import { call } from "../../../../api/client"
import { useServerPage } from "../../../../lib/use-server-page"
import { warehousesKey } from "../../../../api/queries/warehouses"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import type { Intent } from "../../../../api/intent"

export const stockKey = ["stock"] as const

export const warehouseStockQuery = (warehouseId: string) =>
  queryOptions({ queryKey: [...stockKey, "warehouse", warehouseId], queryFn: () => call((api) => api.warehouses.stock({ path: { id: warehouseId } })) })
export const consolidatedQuery = queryOptions({ queryKey: [...stockKey, "consolidated"], queryFn: () => call((api) => api.stock.consolidated()) })
/** Spec section 8: failures of the alert and adjustment loads are ignored (an empty list). */
export const alertsQuery = queryOptions({ queryKey: [...stockKey, "alerts"], queryFn: () => call((api) => api.stock.alerts()).catch(() => []) })
const NO_ADJUSTMENTS: StockAdjustmentPage = { items: [], nextCursor: null, total: 0 }
const fetchAdjustmentPage = (urlParams: AdjustmentListParams) => call((api) => api.stock.adjustments({ urlParams })).catch(() => NO_ADJUSTMENTS)

/** The adjustments' columns the server sorts by (contracts' ADJUSTMENT_SORTS); the others are not sortable. */
export const ADJUSTMENT_SORT_FIELDS = { adjustedAt: "adjustedAt", woodStatus: "woodStatus" } as const satisfies Record<string, AdjustmentSort>
const ADJUSTMENT_PAGE_SIZES = [10, 25, 50] as const

/**
 * GET /management/stock/adjustments a page at a time, newest first unless a column asks otherwise
 *: every adjustment is reachable. A failed read is an empty page (spec section 8).
 */
export const useAdjustmentsPage = () =>
  useServerPage({
    queryKey: [...stockKey, "adjustments"],
    fetchPage: fetchAdjustmentPage,
    sortFields: ADJUSTMENT_SORT_FIELDS,
    pageSizeOptions: ADJUSTMENT_PAGE_SIZES
  })

export const useWarehouseStock = (warehouseId: string | null) => useQuery({ ...warehouseStockQuery(warehouseId ?? ""), enabled: warehouseId !== null })
export const useConsolidated = (enabled: boolean) => useQuery({ ...consolidatedQuery, enabled })
export const useAlerts = () => useQuery(alertsQuery)

const useStockMutation = <V>(mutationFn: (vars: V, intent: Intent) => Promise<unknown>) => {
  const queryClient = useQueryClient()
  return useIntentMutation({
    mutationFn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: stockKey }), queryClient.invalidateQueries({ queryKey: warehousesKey })])
  })
}

export const useAdjustStock = () =>
  useStockMutation((payload: StockAdjustmentPayload, intent: Intent) => call((api) => api.stockCommands.adjust({ payload }), intent))
export const useSetMinimum = () =>
  useStockMutation((payload: StockMinimumPayload, intent: Intent) => call((api) => api.stockCommands.setMinimum({ payload }), intent))
