import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { PatchDraftPayload, RecordReceiptItemsPayload, SaveDraftPayload } from "@timber/contracts"
import { call } from "../../../../api/client"
import { receiptsKey } from "../../../../api/queries/wood-receipts"

export const draftsKey = (receiptId: string) => ["receipt-drafts", receiptId] as const
export const historyKey = (receiptId: string) => ["receipt-history", receiptId] as const
export const itemsKey = (receiptId: string) => ["receipt-items", receiptId] as const

/** GET /api/factory/drafts?receipt_id: the receipt's single draft (a list of zero or one). */
export const useReceiptDraft = (receiptId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: draftsKey(receiptId ?? ""),
      queryFn: async () => (await call((api) => api.receipts.drafts({ urlParams: { receipt_id: receiptId! } })))[0] ?? null,
      enabled: receiptId !== null
    })
  )

/** GET /api/factory/receipt-history?receipt_id, newest first. */
export const useReceiptHistory = (receiptId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: historyKey(receiptId ?? ""),
      queryFn: () => call((api) => api.receipts.history({ urlParams: { receipt_id: receiptId! } })),
      enabled: receiptId !== null
    })
  )

/** GET /api/factory/receipt-items?receipt_id: what a submission recorded. */
export const useReceiptItems = (receiptId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: itemsKey(receiptId ?? ""),
      queryFn: () => call((api) => api.receipts.items({ urlParams: { receipt_id: receiptId! } })),
      enabled: receiptId !== null
    })
  )

const useReceiptWrite = <V>(mutationFn: (vars: V) => Promise<unknown>) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([["receipt-drafts"], ["receipt-history"], ["receipt-items"], receiptsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })))
  })
}

/** POST /api/factory/drafts (the first save) or PATCH /api/factory/drafts/{id} (later ones). */
export const useSaveDraft = () =>
  useReceiptWrite(({ draftId, payload }: { draftId: string | null; payload: SaveDraftPayload }) => {
    if (draftId === null) return call((api) => api.receiptCommands.saveDraft({ payload }))
    const patch: PatchDraftPayload = { measurements: payload.measurements, updated_at: payload.updated_at, updated_by: payload.updated_by }
    return call((api) => api.receiptCommands.updateDraft({ path: { id: draftId }, payload: patch }))
  })

/** POST /api/factory/receipt-items: the submission; answers the LOT with its new status. */
export const useSubmitReceipt = () => useReceiptWrite((payload: RecordReceiptItemsPayload) => call((api) => api.receiptCommands.submit({ payload })))
