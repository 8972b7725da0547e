import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { WoodTypePayload } from "@timber/contracts"
import { call } from "../../../../api/client"
import { woodTypesKey } from "../../../../api/queries/wood-types"

const useWoodTypeMutation = <V>(mutationFn: (vars: V) => Promise<unknown>) => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: woodTypesKey }) })
}

/** POST /api/factory/wood-types */
export const useCreateWoodType = () => useWoodTypeMutation((payload: WoodTypePayload) => call((api) => api.woodTypeCommands.create({ payload })))

/** PUT /api/factory/wood-types/{id} */
export const useUpdateWoodType = () =>
  useWoodTypeMutation(({ id, payload }: { id: string; payload: WoodTypePayload }) => call((api) => api.woodTypeCommands.update({ path: { id }, payload })))

/** DELETE /api/factory/wood-types/{id} */
export const useDeleteWoodType = () => useWoodTypeMutation((id: string) => call((api) => api.woodTypeCommands.remove({ path: { id } })))
