import type { ReceiptEvent } from "@timber/contracts"
import { absurd } from "../decider/decider"
import { initialReceiptState, type ReceiptState } from "./state"

export const evolveReceipt = (state: ReceiptState, event: ReceiptEvent): ReceiptState => {
  switch (event._tag) {
    case "ReceiptDraftSaved":
      return { ...state, stage: "draft", draft: event.measurements }
    case "ReceiptDraftDeleted":
      return { ...state, stage: "none", draft: null }
    case "ReceiptSubmitted":
      return {
        ...state,
        stage: event.confirmedAt === null ? "submitted" : "confirmed",
        draft: null,
        items: event.items,
        actualVolumeM3: event.actualVolumeM3,
        actualPieces: event.actualPieces,
        receiptConfirmedAt: event.confirmedAt,
        requestId: null,
        warehouseId: event.warehouseId
      }
    case "ReceiptApproved":
      return { ...state, stage: "confirmed", receiptConfirmedAt: event.confirmedAt, requestId: event.requestId }
    case "ReceiptReturned":
      // not processed after all: the items and figures go, the measurement is a draft again
      return { ...initialReceiptState, stage: "draft", draft: event.measurements, requestId: event.requestId }
    default:
      return absurd(event)
  }
}
