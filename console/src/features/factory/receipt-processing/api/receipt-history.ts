import { queryOptions, useQuery } from "@tanstack/react-query"
import { call } from "../../../../api/client"

export const historyKey = (receiptId: string) => ["receipt-history", receiptId] as const

/** GET /api/factory/receipt-history?receipt_id, newest first. */
export const useReceiptHistory = (receiptId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: historyKey(receiptId ?? ""),
      queryFn: () => call((api) => api.receipts.history({ urlParams: { receipt_id: receiptId! } })),
      enabled: receiptId !== null
    })
  )
