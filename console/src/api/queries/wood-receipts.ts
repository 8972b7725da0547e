import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { CreateLotPayload, UpdateLotPayload, LotDto } from "@timber/contracts"
import { call } from "../client"
import { isQuiet404 } from "../api-error"

export const receiptsKey = ["wood-receipts"] as const

/** GET /api/management/wood-receipts; a 404 empties the list quietly (spec section 8). */
export const receiptsQuery = queryOptions({
  queryKey: receiptsKey,
  queryFn: async (): Promise<ReadonlyArray<LotDto>> => {
    try {
      return (await call((api) => api.lots.list({ urlParams: {} }))).items
    } catch (error) {
      if (isQuiet404(error)) return []
      throw error
    }
  }
})

export const useReceipts = () => useQuery(receiptsQuery)

const useReceiptMutation = <V>(mutationFn: (vars: V) => Promise<unknown>) => {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: receiptsKey }) })
}

export const useCreateReceipt = () => useReceiptMutation((payload: CreateLotPayload) => call((api) => api.lotCommands.create({ payload })))

export const useUpdateReceipt = () =>
  useReceiptMutation(({ id, payload }: { id: string; payload: UpdateLotPayload }) => call((api) => api.lotCommands.update({ path: { id }, payload })))

export const useChangeReceiptStatus = () =>
  useReceiptMutation(({ id, status }: { id: string; status: "COMPLETED" | "PENDING" }) =>
    call((api) => api.lotCommands.changeStatus({ path: { id }, payload: { status } }))
  )

export const useDeleteReceipt = () => useReceiptMutation((id: string) => call((api) => api.lotCommands.remove({ path: { id } })))
