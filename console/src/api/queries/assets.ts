import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { Asset, AssetStatus } from "@timber/contracts"
import { call } from "../client"
import { ifMatch } from "../stale-edit"
import { ApiError } from "../api-error"

/** Every asset read sits under this key: a write or a push on the `assets` topic refreshes them all. */
export const assetsKey = ["assets"] as const

export interface AssetFilter {
  readonly status: AssetStatus | ""
  readonly categoryId: string
  readonly search: string
  /** A stocktake's question: assets not counted since this day (YYYY-MM-DD), or never counted; "" for all. */
  readonly notSeenSince: string
}

/** GET /api/assets with the list's filters (status, category, search, not seen since); empty ones are left out. */
export const assetsQuery = (filter: AssetFilter) =>
  queryOptions({
    queryKey: [...assetsKey, "list", filter],
    queryFn: () =>
      call((api) =>
        api.assets.list({
          urlParams: {
            ...(filter.status ? { status: filter.status } : {}),
            ...(filter.categoryId ? { categoryId: filter.categoryId } : {}),
            ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
            ...(filter.notSeenSince ? { notSeenSince: filter.notSeenSince } : {})
          }
        })
      )
  })

/** The list keeps showing the last answer while a new filter's is on its way, so typing in the search box doesn't flash an empty table. */
export const useAssets = (filter: AssetFilter) => useQuery({ ...assetsQuery(filter), placeholderData: keepPreviousData })

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
  return useMutation({
    mutationFn: (asset: Loaded) => call((api) => api.assetCommands.delete({ path: { id: asset.id }, headers: ifMatch(asset.version) })),
    onSuccess: (_answer, { id }) => {
      // the list the detail goes back to would otherwise show the deleted row until its refetch answers
      queryClient.setQueriesData<ReadonlyArray<Asset>>({ queryKey: [...assetsKey, "list"] }, (rows) => rows?.filter((a) => a.id !== id))
      return queryClient.invalidateQueries({ queryKey: assetsKey })
    }
  })
}
