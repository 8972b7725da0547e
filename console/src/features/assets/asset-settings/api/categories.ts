import { useQueryClient } from "@tanstack/react-query"
import type { AssetCategoryPayload } from "@timber/contracts"
import { call } from "../../../../api/client"
import { assetsKey, type Loaded } from "../../../../api/queries/assets"
import { ifMatch } from "../../../../api/stale-edit"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import type { Intent } from "../../../../api/intent"

const useCategoryWrite = <V, R>(mutationFn: (vars: V, intent: Intent) => Promise<R>) => {
  const queryClient = useQueryClient()
  return useIntentMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKey }) })
}

export const useCreateCategory = () =>
  useCategoryWrite((payload: AssetCategoryPayload, intent: Intent) => call((api) => api.assetCommands.createCategory({ payload }), intent))
export const useUpdateCategory = () =>
  useCategoryWrite((v: { category: Loaded; payload: AssetCategoryPayload }, intent: Intent) =>
    call((api) => api.assetCommands.updateCategory({ path: { id: v.category.id }, headers: ifMatch(v.category.version), payload: v.payload }), intent)
  )
/** Refused with 'Cannot delete category with existing assets' while any asset is filed in it (the server decides, race-safe). */
export const useDeleteCategory = () =>
  useCategoryWrite((category: Loaded, intent: Intent) =>
    call((api) => api.assetCommands.deleteCategory({ path: { id: category.id }, headers: ifMatch(category.version) }), intent)
  )
