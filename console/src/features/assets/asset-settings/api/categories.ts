import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { AssetCategoryPayload } from "@timber/contracts"
import { call } from "../../../../api/client"
import { assetsKey } from "../../../../api/queries/assets"

const useCategoryWrite = <V, R>(mutationFn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKey }) })
}

export const useCreateCategory = () => useCategoryWrite((payload: AssetCategoryPayload) => call((api) => api.assetCommands.createCategory({ payload })))
export const useUpdateCategory = () =>
  useCategoryWrite((v: { id: string; payload: AssetCategoryPayload }) =>
    call((api) => api.assetCommands.updateCategory({ path: { id: v.id }, payload: v.payload }))
  )
/** Refused with 'Cannot delete category with existing assets' while any asset is filed in it (the server decides, race-safe). */
export const useDeleteCategory = () => useCategoryWrite((id: string) => call((api) => api.assetCommands.deleteCategory({ path: { id } })))
