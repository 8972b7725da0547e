import { queryOptions, useQuery } from "@tanstack/react-query"
import { call } from "../../../../api/client"

/** GET /api/factory/receipt-items?receipt_id={LOT number}: the counted receipt the sleeper tiles are numbered from. */
export const useCountedReceipt = (lotNumber: string | null) =>
  useQuery(
    queryOptions({
      queryKey: ["receipt-items", "slicer", lotNumber ?? ""],
      queryFn: () => call((api) => api.receipts.items({ urlParams: { receipt_id: lotNumber! } })),
      enabled: lotNumber !== null
    })
  )
