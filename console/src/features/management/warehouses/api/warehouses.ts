import { useQueryClient } from "@tanstack/react-query"
import type { WarehousePayload } from "@timber/contracts"
import { call } from "../../../../api/client"
import { warehousesKey } from "../../../../api/queries/warehouses"
import { ifMatch } from "../../../../api/stale-edit"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import type { Intent } from "../../../../api/intent"

/** The people who may be assigned: every active user, as the shared chooser lists them. */
export { useProfiles as usePeople } from "../../../../api/queries/user-profiles"

const useWarehouseMutation = <V>(mutationFn: (vars: V, intent: Intent) => Promise<unknown>) => {
  const queryClient = useQueryClient()
  return useIntentMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: warehousesKey }) })
}

export const useCreateWarehouse = () =>
  useWarehouseMutation((payload: WarehousePayload, intent: Intent) => call((api) => api.warehouseCommands.create({ payload }), intent))
/** A warehouse as the screen loaded it: its id, and the version every edit of it carries (If-Match). */
interface Loaded {
  readonly id: string
  readonly version: string
}

export const useUpdateWarehouse = () =>
  useWarehouseMutation(({ warehouse, payload }: { warehouse: Loaded; payload: WarehousePayload }, intent: Intent) =>
    call((api) => api.warehouseCommands.update({ path: { id: warehouse.id }, headers: ifMatch(warehouse.version), payload }), intent)
  )
export const useArchiveWarehouse = () =>
  useWarehouseMutation((warehouse: Loaded, intent: Intent) =>
    call((api) => api.warehouseCommands.archive({ path: { id: warehouse.id }, headers: ifMatch(warehouse.version) }), intent)
  )
export const useRestoreWarehouse = () =>
  useWarehouseMutation((warehouse: Loaded, intent: Intent) =>
    call((api) => api.warehouseCommands.restore({ path: { id: warehouse.id }, headers: ifMatch(warehouse.version) }), intent)
  )
export const useAssignUsers = () =>
  useWarehouseMutation(({ warehouse, userIds }: { warehouse: Loaded; userIds: ReadonlyArray<string> }, intent: Intent) =>
    call((api) => api.warehouseCommands.assignUsers({ path: { id: warehouse.id }, headers: ifMatch(warehouse.version), payload: { userIds } }), intent)
  )
