import type { LotEvent } from "@timber/contracts"
import { evolveReceipt } from "../receipt-measurement/evolve"
import { initialReceiptState } from "../receipt-measurement/state"
import { absurd } from "../decider/decider"
import type { LotState } from "./state"

export const evolveLot = (state: LotState, event: LotEvent): LotState => {
  switch (event._tag) {
    case "LotCreated": {
      const { _tag, ...details } = event
      return { _tag: "Existing", ...details, receipt: initialReceiptState, sliced: [], reopened: false }
    }
    case "LotUpdated": {
      if (state._tag !== "Existing") return state
      const { _tag, ...changes } = event
      return { ...state, ...changes }
    }
    case "LotLocked":
      return state._tag === "Existing" ? { ...state, status: "COMPLETED", reopened: false } : state
    case "LotReopened":
      return state._tag === "Existing" ? { ...state, status: "PENDING", reopened: true } : state
    case "LotSleeperSliced": {
      if (state._tag !== "Existing") return state
      const { _tag, lotId, lotNumber, status, ...sliced } = event
      return { ...state, status, sliced: [...state.sliced, sliced], reopened: false }
    }
    case "LotSlicingStarted":
    case "LotSlicingFinished":
      return state._tag === "Existing" ? { ...state, status: event.status, reopened: false } : state
    case "ReceiptDraftSaved":
    case "ReceiptDraftDeleted":
    case "ReceiptSubmitted":
    case "ReceiptApproved":
    case "ReceiptReturned":
      return state._tag === "Existing" ? { ...state, status: event.status, receipt: evolveReceipt(state.receipt, event), reopened: false } : state
    case "LotDeleted":
      return { _tag: "Deleted", lotId: event.lotId, lotNumber: event.lotNumber }
    default:
      return absurd(event)
  }
}
