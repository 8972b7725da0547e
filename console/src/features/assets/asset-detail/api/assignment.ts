import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { AssignAssetPayload } from "@timber/contracts"
import { call } from "../../../../api/client"
import { assetsKey } from "../../../../api/queries/assets"

const useAssetWrite = <V, R>(mutationFn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKey }) })
}

/** POST /api/assets/{id}/assign: to a user, a team or a project (or several), with notes; the server names who assigned it. */
export const useAssignAsset = () =>
  useAssetWrite((v: { id: string; payload: AssignAssetPayload }) => call((api) => api.assetCommands.assign({ path: { id: v.id }, payload: v.payload })))

/** POST /api/assets/{id}/return, with notes on how it came back. */
export const useReturnAsset = () =>
  useAssetWrite((v: { id: string; notes: string | null }) => call((api) => api.assetCommands.return({ path: { id: v.id }, payload: { notes: v.notes } })))
