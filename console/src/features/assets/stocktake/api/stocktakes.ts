import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query"
import { normalizeAssetTag, PAGE_MAX, type Asset, type FinishStocktakePayload } from "@timber/contracts"
import { call } from "../../../../api/client"
import { fetchAssetPage, type AssetFilter } from "../../../../api/queries/assets"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import type { Intent } from "../../../../api/intent"

export const stocktakesKey = ["stocktakes"] as const
/** The part of the register a count is checked against (under the assets' key: an asset's change reads it again). */
export const registerKey = ["assets", "stocktake-register"] as const

export const useStocktakes = () => useQuery(queryOptions({ queryKey: stocktakesKey, queryFn: () => call((api) => api.stocktakes.list()) }))

/** Every asset the filter matches, page after page: a location's assets, or the tags scanned. */
const everyAsset = async (filter: AssetFilter): Promise<Asset[]> => {
  const found: Asset[] = []
  let cursor: string | undefined
  do {
    const page = await fetchAssetPage({ ...filter, limit: PAGE_MAX, ...(cursor === undefined ? {} : { cursor }) })
    found.push(...page.items)
    cursor = page.nextCursor ?? undefined
  } while (cursor !== undefined)
  return found
}

/**
 * The register as far as a count needs it: the assets expected at the location, and those the
 * scanned tags name (one may be registered elsewhere), never the whole register.
 */
export const useRegister = (location: string, scanned: ReadonlyArray<string>) => {
  const tags = [...new Set(scanned.map(normalizeAssetTag))].sort()
  const expected = useQuery(queryOptions({ queryKey: [...registerKey, "at", location], queryFn: () => everyAsset({ location }) }))
  const named = useQuery({
    queryKey: [...registerKey, "tags", tags],
    queryFn: async () => {
      const chunks = Array.from({ length: Math.ceil(tags.length / PAGE_MAX) }, (_, n) => tags.slice(n * PAGE_MAX, (n + 1) * PAGE_MAX))
      return (await Promise.all(chunks.map((tag) => everyAsset({ tag })))).flat()
    },
    enabled: tags.length > 0,
    // the lists stay while a new scan's tags are looked up
    placeholderData: keepPreviousData
  })
  const known = new Map<string, Asset>()
  for (const asset of [...(expected.data ?? []), ...(tags.length > 0 ? (named.data ?? []) : [])]) known.set(asset.id, asset)
  return { data: [...known.values()], isPending: expected.isPending || (tags.length > 0 && named.isPending) }
}

/**
 * Refreshes the counts and the register after a write. Called from the write's `then`, after its
 * toast: refreshing first would close the count view (the stocktake no longer open) before the
 * toast is shown, and an unmounted view's mutate callbacks never run.
 */
export const useRefreshStocktakes = () => {
  const client = useQueryClient()
  return () => Promise.all([client.invalidateQueries({ queryKey: stocktakesKey }), client.invalidateQueries({ queryKey: ["assets"] })])
}

const useRefreshing = <V, R>(write: (variables: V, intent: Intent) => Promise<R>) => useIntentMutation({ mutationFn: write })

export const useStartStocktake = () =>
  useRefreshing((location: string, intent: Intent) => call((api) => api.stocktakeCommands.start({ payload: { location } }), intent))

export const useFinishStocktake = () =>
  useRefreshing((v: { readonly id: string; readonly body: FinishStocktakePayload }, intent: Intent) =>
    call((api) => api.stocktakeCommands.finish({ path: { id: v.id }, payload: v.body }), intent)
  )

export const useCancelStocktake = () => useRefreshing((id: string, intent: Intent) => call((api) => api.stocktakeCommands.cancel({ path: { id } }), intent))
