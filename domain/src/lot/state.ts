import type { LotFields, LotId, LotSleeperSliced } from "@timber/contracts"
import type { ReceiptState } from "../receipt-measurement/state"

/** A sleeper of the LOT whose slicing operation ended: its volume account (m³). */
export type SlicedSleeper = Omit<typeof LotSleeperSliced.Type, "_tag" | "lotId" | "lotNumber" | "status">

/**
 * The LOT's fields as contracts define them once, its measurement (receipt processing), the sleepers
 * sliced from it, and whether its last change of status was a reopen: a second Reopen of a reopened
 * LOT is a repeat (answered quietly), of a LOT never locked a mistake (refused).
 */
export type LotDetails = LotFields & { readonly receipt: ReceiptState; readonly sliced: ReadonlyArray<SlicedSleeper>; readonly reopened: boolean }

export type LotState =
  { readonly _tag: "Absent" } | ({ readonly _tag: "Existing" } & LotDetails) | { readonly _tag: "Deleted"; readonly lotId: LotId; readonly lotNumber: string }

export const initialLotState: LotState = { _tag: "Absent" }

export const lotMachineState = (state: LotState) => (state._tag === "Absent" ? "absent" : state._tag === "Deleted" ? "deleted" : state.status)
