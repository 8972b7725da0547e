import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { AssetPayload } from "@timber/contracts"
import { call } from "../../../../api/client"
import type { Loaded } from "../../../../api/queries/assets"
import { ifMatch } from "../../../../api/stale-edit"
import { resizeImage, type ImageResize } from "../../../../lib/image-file"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import type { Intent } from "../../../../api/intent"

/** A product picture shows at most about 400 px wide on the detail page; twice that for dense screens. */
export const ASSET_IMAGE_RESIZE: ImageResize = { side: 800, shape: "fit" }

const assetsKey = ["assets"] as const

/** GET /api/assets/{id} */
export const assetQuery = (id: string) =>
  queryOptions({ queryKey: [...assetsKey, "one", id], queryFn: () => call((api) => api.assets.get({ path: { id } })), retry: false })
/** GET /api/assets/categories */
export const useAssetCategories = () => useQuery({ queryKey: [...assetsKey, "categories"], queryFn: () => call((api) => api.assets.categories()) })
/**
 * GET then POST /api/assets/next-tag: a new asset's tag, the one after the highest in use, held for this form for 30 minutes (so two people
 * adding assets at once are offered different tags). Asked once per form opened: a refetch would
 * hold another tag.
 */
export const useNextAssetTag = (enabled: boolean) =>
  useQuery({
    queryKey: [...assetsKey, "next-tag", "held"],
    // the read side knows the highest tag in use; the hold starts there and steps over any claimed since
    queryFn: async () => {
      const { assetTag } = await call((api) => api.assets.nextTag())
      return call((api) => api.assetCommands.holdNextTag({ urlParams: { from: assetTag } }))
    },
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false
  })
/** GET /api/assets/unallocated-tags: for the 'Select from available tags' dialog. */
export const useUnallocatedTags = (enabled: boolean) =>
  useQuery({ queryKey: [...assetsKey, "unallocated-tags"], queryFn: () => call((api) => api.assets.unallocatedTags()), enabled, staleTime: 0 })

const useAssetWrite = <V, R>(mutationFn: (vars: V, intent: Intent) => Promise<R>) => {
  const queryClient = useQueryClient()
  return useIntentMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKey }) })
}

/** POST /api/assets */
export const useCreateAsset = () => useAssetWrite((payload: AssetPayload, intent: Intent) => call((api) => api.assetCommands.create({ payload }), intent))
/** PATCH /api/assets/{id} */
export const useUpdateAsset = () =>
  useAssetWrite(({ asset, payload }: { asset: Loaded; payload: AssetPayload }, intent: Intent) =>
    call((api) => api.assetCommands.update({ path: { id: asset.id }, headers: ifMatch(asset.version), payload }), intent)
  )

/** POST /api/assets/upload-image: the picture resized in the browser first, as the wood types' is. */
export const useUploadAssetImage = () =>
  useIntentMutation({
    mutationFn: async ({ file, categoryName }: { file: File; categoryName: string | null }, intent: Intent) => {
      const bytes = await resizeImage(file, ASSET_IMAGE_RESIZE)
      return call(
        (api) => api.assetFormCommands.uploadImage({ payload: bytes, urlParams: { name: file.name, categoryName: categoryName ?? undefined } }),
        intent
      )
    }
  })

/** POST /api/assets/upload-image-url: the server fetches the picture and stores it. */
export const useUploadAssetImageUrl = () =>
  useIntentMutation({
    mutationFn: ({ imageUrl, categoryName }: { imageUrl: string; categoryName: string | null }, intent: Intent) =>
      call((api) => api.assetFormCommands.uploadImageUrl({ payload: { imageUrl, categoryName } }), intent)
  })

/** POST /api/assets/search-product */
/** A search writes nothing: no intent to keep. */
export const useSearchProduct = () => useMutation({ mutationFn: (query: string) => call((api) => api.assetFormCommands.searchProduct({ payload: { query } })) })
