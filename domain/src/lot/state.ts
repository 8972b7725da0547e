import type { LotStatus, WoodFormat } from "@timber/contracts"

export interface LotDetails {
  readonly lotId: string
  readonly lotNumber: string
  readonly status: LotStatus
  readonly woodFormat: WoodFormat
  readonly woodTypeId: string
  readonly woodTypeName: string
  readonly supplier: string
  readonly receiptDate: string
  readonly purchaseOrder: string
  readonly notes: string | null
  readonly estimatedVolumeM3: number | null
  readonly estimatedPieces: number | null
  readonly estimatedAmount: number
}

export type LotState =
  | { readonly _tag: "Absent" }
  | ({ readonly _tag: "Existing" } & LotDetails)
  | { readonly _tag: "Deleted"; readonly lotId: string; readonly lotNumber: string }

export const initialLotState: LotState = { _tag: "Absent" }

export const lotMachineState = (state: LotState) =>
  state._tag === "Absent" ? "absent" : state._tag === "Deleted" ? "deleted" : state.status
