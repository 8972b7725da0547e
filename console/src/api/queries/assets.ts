import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query"
import type { AssetListParams, AssetPage, AssetSort } from "@timber/contracts"
import type { ServerPageParams } from "../../lib/use-server-page"
import { call } from "../client"
import { ifMatch } from "../stale-edit"
import { ApiError } from "../api-error"
import { useIntentMutation } from "../use-intent-mutation"
import type { Intent } from "../intent"

/** Every asset read sits under this key: a write or a push on the `assets` topic refreshes them all. */
export const assetsKey = ["assets"] as const

/** The list's filters beside its search and sort (contracts' AssetListParams); an empty one is left out. */
export type AssetFilter = Pick<AssetListParams, "status" | "categoryId" | "notSeenSince" | "location" | "tag">

/** GET /api/assets, one page of the register (the list's grid, a stocktake's expected and scanned assets). */
export const fetchAssetPage = (params: ServerPageParams<AssetSort, AssetFilter>): Promise<AssetPage> => call((api) => api.assets.list({ urlParams: params }))

/** The list's pages sit under this key (the delete takes its row out of whichever page is shown). */
export const assetPagesKey = [...assetsKey, "list"] as const

/** GET /api/assets/categories: the filter's counts, the form's choices and the settings table. */
export const assetCategoriesQuery = queryOptions({
  queryKey: [...assetsKey, "categories"],
  queryFn: () => call((api) => api.assets.categories())
})
export const useAssetCategories = () => useQuery(assetCategoriesQuery)

/** GET /api/assets/stats: the cards of the list and of Asset Settings. */
export const assetStatsQuery = queryOptions({
  queryKey: [...assetsKey, "stats"],
  queryFn: () => call((api) => api.assets.stats())
})
export const useAssetStats = () => useQuery(assetStatsQuery)

/** GET /api/assets/{id}; an unknown or malformed id answers null ('Asset not found'), any other failure stays an error. */
export const assetQuery = (id: string) =>
  queryOptions({
    queryKey: [...assetsKey, "one", id],
    queryFn: async () => {
      try {
        return await call((api) => api.assets.get({ path: { id } }))
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null
        throw error
      }
    }
  })
export const useAsset = (id: string) => useQuery(assetQuery(id))

/** A record as a screen loaded it: its id, and the version every edit or delete of it carries (If-Match). */
export interface Loaded {
  readonly id: string
  readonly version: string
}

/** DELETE /api/assets/{id}: the list's row action and the detail's Delete; every asset read refreshes after it. */
export const useDeleteAsset = () => {
  const queryClient = useQueryClient()
  return useIntentMutation({
    mutationFn: (asset: Loaded, intent: Intent) => call((api) => api.assetCommands.delete({ path: { id: asset.id }, headers: ifMatch(asset.version) }), intent),
    onSuccess: (_answer, { id }) => {
      // the list the detail goes back to would otherwise show the deleted row until its refetch answers
      queryClient.setQueriesData<AssetPage>({ queryKey: assetPagesKey }, (page) =>
        page === undefined ? page : { ...page, items: page.items.filter((a) => a.id !== id), total: Math.max(0, page.total - 1) }
      )
      return queryClient.invalidateQueries({ queryKey: assetsKey })
    }
  })
}
