import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { WarehousePayload } from "@timber/contracts"
import { call } from "../../../../api/client"
import { warehousesKey } from "../../../../api/queries/warehouses"

const peopleKey = ["users", "profiles"] as const

/** The people who may be assigned (the approver list: every user). A failure gives an empty list. */
export const peopleQuery = queryOptions({ queryKey: peopleKey, queryFn: () => call((api) => api.approvals.profiles()).catch(() => []) })
export const usePeople = (enabled: boolean) => useQuery({ ...peopleQuery, enabled })

const useWarehouseMutation = <V>(mutationFn: (vars: V) => Promise<unknown>) => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: warehousesKey }) })
}

export const useCreateWarehouse = () => useWarehouseMutation((payload: WarehousePayload) => call((api) => api.warehouseCommands.create({ payload })))
export const useUpdateWarehouse = () =>
  useWarehouseMutation(({ id, payload }: { id: string; payload: WarehousePayload }) => call((api) => api.warehouseCommands.update({ path: { id }, payload })))
export const useArchiveWarehouse = () => useWarehouseMutation((id: string) => call((api) => api.warehouseCommands.archive({ path: { id } })))
export const useRestoreWarehouse = () => useWarehouseMutation((id: string) => call((api) => api.warehouseCommands.restore({ path: { id } })))
export const useAssignUsers = () =>
  useWarehouseMutation(({ id, userIds }: { id: string; userIds: ReadonlyArray<string> }) =>
    call((api) => api.warehouseCommands.assignUsers({ path: { id }, payload: { userIds } }))
  )
