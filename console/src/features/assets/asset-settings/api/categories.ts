import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { AssetCategoryPayload } from "@timber/contracts"
import { call } from "../../../../api/client"
import { assetsKey, type Loaded } from "../../../../api/queries/assets"
import { ifMatch } from "../../../../api/stale-edit"

const useCategoryWrite = <V, R>(mutationFn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKey }) })
}

export const useCreateCategory = () => useCategoryWrite((payload: AssetCategoryPayload) => call((api) => api.assetCommands.createCategory({ payload })))
export const useUpdateCategory = () =>
  useCategoryWrite((v: { category: Loaded; payload: AssetCategoryPayload }) =>
    call((api) => api.assetCommands.updateCategory({ path: { id: v.category.id }, headers: ifMatch(v.category.version), payload: v.payload }))
  )
/** Refused with 'Cannot delete category with existing assets' while any asset is filed in it (the server decides, race-safe). */
export const useDeleteCategory = () =>
  useCategoryWrite((category: Loaded) => call((api) => api.assetCommands.deleteCategory({ path: { id: category.id }, headers: ifMatch(category.version) })))
