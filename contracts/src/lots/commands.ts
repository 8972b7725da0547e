import type { LotStatus, WoodFormat } from "./status"

/** Who issues a command; the role decides admin-only transitions. */
export interface Actor {
  readonly userId: string
  readonly email: string
  readonly role: string
}

interface ReceiptFields {
  readonly woodType: { readonly id: string; readonly name: string }
  readonly supplier: string
  readonly receiptDate: string
  readonly purchaseOrder: string
  readonly notes: string | null
  readonly estimatedVolumeM3: number | null
  readonly estimatedPieces: number | null
  readonly estimatedAmount: number
  readonly woodFormat: WoodFormat
}

export interface CreateLot extends ReceiptFields {
  readonly _tag: "CreateLot"
  readonly lotId: string
  readonly lotNumber: string
}
export interface UpdateLot extends ReceiptFields {
  readonly _tag: "UpdateLot"
  readonly lotId: string
  /** When the client sends the LOT number it must equal the stored one. */
  readonly lotNumber: string | null
}
export interface ChangeLotStatus {
  readonly _tag: "ChangeLotStatus"
  readonly lotId: string
  readonly status: LotStatus
  readonly actor: Actor
}
export interface DeleteLot {
  readonly _tag: "DeleteLot"
  readonly lotId: string
}

export type LotCommand = CreateLot | UpdateLot | ChangeLotStatus | DeleteLot
