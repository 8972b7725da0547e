import type { LotFields } from "@timber/contracts"

/** The LOT's fields as contracts define them once. */
export type LotDetails = LotFields

export type LotState =
  | { readonly _tag: "Absent" }
  | ({ readonly _tag: "Existing" } & LotDetails)
  | { readonly _tag: "Deleted"; readonly lotId: string; readonly lotNumber: string }

export const initialLotState: LotState = { _tag: "Absent" }

export const lotMachineState = (state: LotState) =>
  state._tag === "Absent" ? "absent" : state._tag === "Deleted" ? "deleted" : state.status
