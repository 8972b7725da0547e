import type { RecordReceiptItemsPayload } from "@timber/contracts"
import { call } from "../../../../api/client"
import { useReceiptWrite } from "./receipt-write"
import type { Intent } from "../../../../api/intent"

/** POST /api/factory/receipt-items: the submission; answers the LOT with its new status. */
export const useSubmitReceipt = () =>
  useReceiptWrite((payload: RecordReceiptItemsPayload, intent: Intent) => call((api) => api.receiptCommands.submit({ payload }), intent))
