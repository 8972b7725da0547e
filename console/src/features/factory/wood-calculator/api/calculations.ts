import { useQueryClient } from "@tanstack/react-query"
import type { Calculation, CalculationListParams, CalculationSort, SaveCalculationPayload } from "@timber/contracts"
import { useMemo } from "react"
import { call } from "../../../../api/client"
import { ifMatch } from "../../../../api/stale-edit"
import { useServerPage } from "../../../../lib/use-server-page"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import type { Intent } from "../../../../api/intent"

export const calculationsKey = (userId: string) => ["calculations", userId] as const

/** The history's columns the server sorts by (contracts' CALCULATION_SORTS); the others are not sortable. */
export const HISTORY_SORT_FIELDS = { created_at: "createdAt", price_per_plank: "pricePerPlank", price_per_m3: "pricePerM3" } as const satisfies Record<
  string,
  CalculationSort
>
const HISTORY_PAGE_SIZES = [10, 25, 50] as const

/** GET /api/factory/calculations, one page as asked. */
const fetchCalculationPage = (urlParams: CalculationListParams) => call((api) => api.calculations.list({ urlParams }))

/**
 * GET /api/factory/calculations?user_id= : the signed-in user's history a page at a time, newest
 * first unless a column asks otherwise: every saved calculation is reachable.
 */
export const useCalculations = (userId: string) => {
  const filters = useMemo(() => ({ user_id: userId }), [userId])
  return useServerPage({
    queryKey: calculationsKey(userId),
    fetchPage: fetchCalculationPage,
    sortFields: HISTORY_SORT_FIELDS,
    pageSizeOptions: HISTORY_PAGE_SIZES,
    filters
  })
}
export type CalculationHistoryPage = ReturnType<typeof useCalculations>

export const useSaveCalculation = (userId: string) => {
  const queryClient = useQueryClient()
  return useIntentMutation({
    mutationFn: (payload: SaveCalculationPayload, intent: Intent) => call((api) => api.calculationCommands.save({ payload }), intent),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calculationsKey(userId) })
  })
}

export const useDeleteCalculation = (userId: string) => {
  const queryClient = useQueryClient()
  return useIntentMutation({
    // on the version the history listed (If-Match)
    mutationFn: (calculation: Pick<Calculation, "id" | "version">, intent: Intent) =>
      call((api) => api.calculationCommands.remove({ path: { id: calculation.id }, headers: ifMatch(calculation.version) }), intent),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calculationsKey(userId) })
  })
}
