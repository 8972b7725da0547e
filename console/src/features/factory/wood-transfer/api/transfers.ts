import { useQuery, useQueryClient } from "@tanstack/react-query"
import type { NewTransferPayload } from "@timber/contracts"
import { call } from "../../../../api/client"
import { ifMatch } from "../../../../api/stale-edit"
import { transfersKey } from "../../../../api/queries/transfers"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import type { Intent } from "../../../../api/intent"

/** Every transfer write refreshes the list and the stock it moved (Inventory and the source row limits). */
const useTransferMutation = <V, R>(mutationFn: (vars: V, intent: Intent) => Promise<R>) => {
  const queryClient = useQueryClient()
  return useIntentMutation({
    mutationFn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: transfersKey }), queryClient.invalidateQueries({ queryKey: ["stock"] })])
  })
}

export const useCreateTransfer = () =>
  useTransferMutation((payload: NewTransferPayload, intent: Intent) => call((api) => api.transferCommands.create({ payload }), intent))
export const useApproveTransfer = () =>
  useTransferMutation((id: string, intent: Intent) => call((api) => api.transferCommands.approve({ path: { id } }), intent))
export const useRejectTransfer = () =>
  useTransferMutation((v: { id: string; rejectionReason: string }, intent: Intent) =>
    call((api) => api.transferCommands.reject({ path: { id: v.id }, payload: { rejectionReason: v.rejectionReason } }), intent)
  )
export const useCompleteTransfer = () =>
  useTransferMutation((v: { id: string; notifyUserId: string | null }, intent: Intent) =>
    call((api) => api.transferCommands.complete({ path: { id: v.id }, payload: { notifyUserId: v.notifyUserId } }), intent)
  )
export const useEditTransfer = () =>
  useTransferMutation(
    (v: { transfer: { readonly id: string; readonly version?: string | undefined }; transferDate: string; notes: string | null }, intent: Intent) =>
      call(
        (api) =>
          api.transferCommands.adminEdit({
            path: { id: v.transfer.id },
            headers: ifMatch(v.transfer.version),
            payload: { transferDate: v.transferDate, notes: v.notes }
          }),
        intent
      )
  )
export const useNotifyAboutTransfer = () =>
  useTransferMutation((v: { id: string; userId: string }, intent: Intent) =>
    call((api) => api.transferCommands.notify({ path: { id: v.id }, payload: { userId: v.userId } }), intent)
  )

/** The source warehouse's stock rows: the Create dialog shows what each item may take (at most what the row holds in that status). */
export const useSourceStock = (warehouseId: string) =>
  useQuery({
    queryKey: ["stock", "warehouse", warehouseId],
    queryFn: () => call((api) => api.warehouses.stock({ path: { id: warehouseId } })),
    enabled: warehouseId !== ""
  })
