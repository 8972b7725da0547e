import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { FinishStocktakePayload } from "@timber/contracts"
import { call } from "../../../../api/client"

export const stocktakesKey = ["stocktakes"] as const
/** The register the count is checked against (every asset: a scanned one may be registered elsewhere). */
export const registerKey = ["assets", "stocktake-register"] as const

export const useStocktakes = () => useQuery(queryOptions({ queryKey: stocktakesKey, queryFn: () => call((api) => api.stocktakes.list()) }))

export const useRegister = () => useQuery(queryOptions({ queryKey: registerKey, queryFn: () => call((api) => api.assets.list({ urlParams: {} })) }))

/**
 * Refreshes the counts and the register after a write. Called from the write's `then`, after its
 * toast: refreshing first would close the count view (the stocktake no longer open) before the
 * toast is shown, and an unmounted view's mutate callbacks never run.
 */
export const useRefreshStocktakes = () => {
  const client = useQueryClient()
  return () => Promise.all([client.invalidateQueries({ queryKey: stocktakesKey }), client.invalidateQueries({ queryKey: ["assets"] })])
}

const useRefreshing = <V, R>(write: (variables: V) => Promise<R>) => useMutation({ mutationFn: write })

export const useStartStocktake = () => useRefreshing((location: string) => call((api) => api.stocktakeCommands.start({ payload: { location } })))

export const useFinishStocktake = () =>
  useRefreshing((v: { readonly id: string; readonly body: FinishStocktakePayload }) =>
    call((api) => api.stocktakeCommands.finish({ path: { id: v.id }, payload: v.body }))
  )

export const useCancelStocktake = () => useRefreshing((id: string) => call((api) => api.stocktakeCommands.cancel({ path: { id } })))
