import { queryOptions, useQuery } from "@tanstack/react-query"
import { call } from "../../../../api/client"

export const draftsKey = (receiptId: string) => ["receipt-drafts", receiptId] as const

/** GET /api/factory/drafts?receipt_id: the receipt's single draft (a list of zero or one). */
export const useReceiptDraft = (receiptId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: draftsKey(receiptId ?? ""),
      queryFn: async () => (await call((api) => api.receipts.drafts({ urlParams: { receipt_id: receiptId! } })))[0] ?? null,
      enabled: receiptId !== null
    })
  )
