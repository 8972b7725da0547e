import type { LotFields, LotId } from "@timber/contracts"
import type { ReceiptState } from "../receipt-measurement/state"

/** The LOT's fields as contracts define them once, and its measurement (receipt processing). */
export type LotDetails = LotFields & { readonly receipt: ReceiptState }

export type LotState =
  { readonly _tag: "Absent" } | ({ readonly _tag: "Existing" } & LotDetails) | { readonly _tag: "Deleted"; readonly lotId: LotId; readonly lotNumber: string }

export const initialLotState: LotState = { _tag: "Absent" }

export const lotMachineState = (state: LotState) => (state._tag === "Absent" ? "absent" : state._tag === "Deleted" ? "deleted" : state.status)
