import type { RecordReceiptItemsPayload } from "@timber/contracts"
import { call } from "../../../../api/client"
import { useReceiptWrite } from "./receipt-write"

/** POST /api/factory/receipt-items: the submission; answers the LOT with its new status. */
export const useSubmitReceipt = () => useReceiptWrite((payload: RecordReceiptItemsPayload) => call((api) => api.receiptCommands.submit({ payload })))
