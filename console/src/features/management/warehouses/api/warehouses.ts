import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { WarehousePayload } from "@timber/contracts"
import { call } from "../../../../api/client"
import { warehousesKey } from "../../../../api/queries/warehouses"
import { ifMatch } from "../../../../api/stale-edit"

const peopleKey = ["users", "profiles"] as const

/** The people who may be assigned (the approver list: every user). A failure gives an empty list. */
export const peopleQuery = queryOptions({ queryKey: peopleKey, queryFn: () => call((api) => api.approvals.profiles()).catch(() => []) })
export const usePeople = (enabled: boolean) => useQuery({ ...peopleQuery, enabled })

const useWarehouseMutation = <V>(mutationFn: (vars: V) => Promise<unknown>) => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: warehousesKey }) })
}

export const useCreateWarehouse = () => useWarehouseMutation((payload: WarehousePayload) => call((api) => api.warehouseCommands.create({ payload })))
/** A warehouse as the screen loaded it: its id, and the version every edit of it carries (If-Match). */
interface Loaded {
  readonly id: string
  readonly version: string
}

export const useUpdateWarehouse = () =>
  useWarehouseMutation(({ warehouse, payload }: { warehouse: Loaded; payload: WarehousePayload }) =>
    call((api) => api.warehouseCommands.update({ path: { id: warehouse.id }, headers: ifMatch(warehouse.version), payload }))
  )
export const useArchiveWarehouse = () =>
  useWarehouseMutation((warehouse: Loaded) => call((api) => api.warehouseCommands.archive({ path: { id: warehouse.id }, headers: ifMatch(warehouse.version) })))
export const useRestoreWarehouse = () =>
  useWarehouseMutation((warehouse: Loaded) => call((api) => api.warehouseCommands.restore({ path: { id: warehouse.id }, headers: ifMatch(warehouse.version) })))
export const useAssignUsers = () =>
  useWarehouseMutation(({ warehouse, userIds }: { warehouse: Loaded; userIds: ReadonlyArray<string> }) =>
    call((api) => api.warehouseCommands.assignUsers({ path: { id: warehouse.id }, headers: ifMatch(warehouse.version), payload: { userIds } }))
  )
