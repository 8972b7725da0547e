import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { FinishStocktakePayload } from "@timber/contracts"
import { call } from "../../../../api/client"

export const stocktakesKey = ["stocktakes"] as const
/** The register the count is checked against (every asset: a scanned one may be registered elsewhere). */
export const registerKey = ["assets", "stocktake-register"] as const

export const useStocktakes = () => useQuery(queryOptions({ queryKey: stocktakesKey, queryFn: () => call((api) => api.stocktakes.list()) }))

export const useRegister = () => useQuery(queryOptions({ queryKey: registerKey, queryFn: () => call((api) => api.assets.list({ urlParams: {} })) }))

const useRefreshing = <V, R>(write: (variables: V) => Promise<R>) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: stocktakesKey }), client.invalidateQueries({ queryKey: ["assets"] })])
  })
}

export const useStartStocktake = () => useRefreshing((location: string) => call((api) => api.stocktakeCommands.start({ payload: { location } })))

export const useFinishStocktake = () =>
  useRefreshing((v: { readonly id: string; readonly body: FinishStocktakePayload }) =>
    call((api) => api.stocktakeCommands.finish({ path: { id: v.id }, payload: v.body }))
  )

export const useCancelStocktake = () => useRefreshing((id: string) => call((api) => api.stocktakeCommands.cancel({ path: { id } })))
