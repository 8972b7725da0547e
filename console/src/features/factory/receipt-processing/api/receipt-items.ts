import { queryOptions, useQuery } from "@tanstack/react-query"
import { call } from "../../../../api/client"

export const itemsKey = (receiptId: string) => ["receipt-items", receiptId] as const

/** GET /api/factory/receipt-items?receipt_id: what a submission recorded. */
export const useReceiptItems = (receiptId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: itemsKey(receiptId ?? ""),
      queryFn: () => call((api) => api.receipts.items({ urlParams: { receipt_id: receiptId! } })),
      enabled: receiptId !== null
    })
  )
