import type { LotFields, LotId, LotSleeperSliced } from "@timber/contracts"
import type { ReceiptState } from "../receipt-measurement/state"

/** A sleeper of the LOT whose slicing operation ended: its volume account (m³). */
export type SlicedSleeper = Omit<typeof LotSleeperSliced.Type, "_tag" | "lotId" | "lotNumber" | "status">

/** The LOT's fields as contracts define them once, its measurement (receipt processing) and the sleepers sliced from it. */
export type LotDetails = LotFields & { readonly receipt: ReceiptState; readonly sliced: ReadonlyArray<SlicedSleeper> }

export type LotState =
  { readonly _tag: "Absent" } | ({ readonly _tag: "Existing" } & LotDetails) | { readonly _tag: "Deleted"; readonly lotId: LotId; readonly lotNumber: string }

export const initialLotState: LotState = { _tag: "Absent" }

export const lotMachineState = (state: LotState) => (state._tag === "Absent" ? "absent" : state._tag === "Deleted" ? "deleted" : state.status)
