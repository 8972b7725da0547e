import { useQueryClient } from "@tanstack/react-query"
import type { MaintenancePayload } from "@timber/contracts"
import { call } from "../../../api/client"
import type { Loaded } from "../../../api/queries/assets"
import { ifMatch } from "../../../api/stale-edit"
import { useIntentMutation } from "../../../api/use-intent-mutation"
import type { Intent } from "../../../api/intent"

/**
 * A maintenance write answers with the asset; every asset read (the detail, the list's next due
 * day, the stats' In Maintenance and costs) lives under the ["assets"] key and is refreshed.
 */
const useAssetWrite = <V, R>(mutationFn: (vars: V, intent: Intent) => Promise<R>) => {
  const queryClient = useQueryClient()
  return useIntentMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ["assets"] }) })
}

export const useAddMaintenance = () =>
  useAssetWrite((v: { assetId: string; payload: MaintenancePayload }, intent: Intent) =>
    call((api) => api.assetCommands.addMaintenance({ path: { id: v.assetId }, payload: v.payload }), intent)
  )

export const useUpdateMaintenance = () =>
  useAssetWrite((v: { asset: Loaded; recordId: string; payload: MaintenancePayload }, intent: Intent) =>
    call(
      (api) => api.assetCommands.updateMaintenance({ path: { id: v.asset.id, recordId: v.recordId }, headers: ifMatch(v.asset.version), payload: v.payload }),
      intent
    )
  )
