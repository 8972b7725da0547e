import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { NewTransferPayload } from "@timber/contracts"
import { call } from "../../../../api/client"
import { ifMatch } from "../../../../api/stale-edit"
import { transfersKey } from "../../../../api/queries/transfers"

/** Every transfer write refreshes the list and the stock it moved (Inventory and the source row limits). */
const useTransferMutation = <V, R>(mutationFn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: transfersKey }), queryClient.invalidateQueries({ queryKey: ["stock"] })])
  })
}

export const useCreateTransfer = () => useTransferMutation((payload: NewTransferPayload) => call((api) => api.transferCommands.create({ payload })))
export const useApproveTransfer = () => useTransferMutation((id: string) => call((api) => api.transferCommands.approve({ path: { id } })))
export const useRejectTransfer = () =>
  useTransferMutation((v: { id: string; rejectionReason: string }) =>
    call((api) => api.transferCommands.reject({ path: { id: v.id }, payload: { rejectionReason: v.rejectionReason } }))
  )
export const useCompleteTransfer = () =>
  useTransferMutation((v: { id: string; notifyUserId: string | null }) =>
    call((api) => api.transferCommands.complete({ path: { id: v.id }, payload: { notifyUserId: v.notifyUserId } }))
  )
export const useEditTransfer = () =>
  useTransferMutation((v: { transfer: { readonly id: string; readonly version?: string | undefined }; transferDate: string; notes: string | null }) =>
    call((api) =>
      api.transferCommands.adminEdit({
        path: { id: v.transfer.id },
        headers: ifMatch(v.transfer.version),
        payload: { transferDate: v.transferDate, notes: v.notes }
      })
    )
  )
export const useNotifyAboutTransfer = () =>
  useTransferMutation((v: { id: string; userId: string }) => call((api) => api.transferCommands.notify({ path: { id: v.id }, payload: { userId: v.userId } })))

/** The source warehouse's stock rows: the Create dialog shows what each item may take (at most what the row holds in that status). */
export const useSourceStock = (warehouseId: string) =>
  useQuery({
    queryKey: ["stock", "warehouse", warehouseId],
    queryFn: () => call((api) => api.warehouses.stock({ path: { id: warehouseId } })),
    enabled: warehouseId !== ""
  })
