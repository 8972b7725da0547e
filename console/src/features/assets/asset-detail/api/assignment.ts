import { useQueryClient } from "@tanstack/react-query"
import type { AssignAssetPayload } from "@timber/contracts"
import { call } from "../../../../api/client"
import { assetsKey } from "../../../../api/queries/assets"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import type { Intent } from "../../../../api/intent"

const useAssetWrite = <V, R>(mutationFn: (vars: V, intent: Intent) => Promise<R>) => {
  const queryClient = useQueryClient()
  return useIntentMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKey }) })
}

/** POST /api/assets/{id}/assign: to a user, a team or a project (or several), with notes; the server names who assigned it. */
export const useAssignAsset = () =>
  useAssetWrite((v: { id: string; payload: AssignAssetPayload }, intent: Intent) =>
    call((api) => api.assetCommands.assign({ path: { id: v.id }, payload: v.payload }), intent)
  )

/** POST /api/assets/{id}/return, with notes on how it came back. */
export const useReturnAsset = () =>
  useAssetWrite((v: { id: string; notes: string | null }, intent: Intent) =>
    call((api) => api.assetCommands.return({ path: { id: v.id }, payload: { notes: v.notes } }), intent)
  )
