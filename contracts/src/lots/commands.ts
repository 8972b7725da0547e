import type { ReceiptCommand } from "../receipts/commands"
import type { LotId, SlicingOperationId, UserId, WoodTypeId } from "../shared/ids"
import type { Role } from "../users/role"
import type { ReceiptFields } from "./lot"
import type { LotStatus } from "./status"

/** Who issues a command; the role decides admin-only transitions. */
export interface Actor {
  readonly userId: UserId
  readonly email: string
  readonly role: Role
}

/** The receipt as a command carries it: the wood type chosen by id and named as it is now. */
type ReceiptInput = Omit<ReceiptFields, "lotId" | "woodTypeId" | "woodTypeName"> & { readonly woodType: { readonly id: WoodTypeId; readonly name: string } }

/** What an edit may leave out: the LOT keeps what it had. */
type KeptWhenOmitted = "notes" | "estimatedVolumeM3" | "estimatedPieces" | "estimatedAmount" | "woodFormat"

export interface CreateLot extends ReceiptInput {
  readonly _tag: "CreateLot"
  readonly lotId: LotId
  readonly lotNumber: string
}
export interface UpdateLot extends Omit<ReceiptInput, KeptWhenOmitted>, Partial<Pick<ReceiptInput, KeptWhenOmitted>> {
  readonly _tag: "UpdateLot"
  readonly lotId: LotId
  /** When the client sends the LOT number it must equal the stored one. */
  readonly lotNumber: string | null
}
export interface ChangeLotStatus {
  readonly _tag: "ChangeLotStatus"
  readonly lotId: LotId
  readonly status: LotStatus
  readonly actor: Actor
}
export interface DeleteLot {
  readonly _tag: "DeleteLot"
  readonly lotId: LotId
}

/** The slicer started an operation on the LOT (the lot-slicing process carries it here). */
export interface StartLotSlicing {
  readonly _tag: "StartLotSlicing"
  readonly lotId: LotId
  readonly operationId: SlicingOperationId
}
/** A slicing operation of one of the LOT's sleepers ended (decided in the end's own append). */
export interface RecordSleeperSliced {
  readonly _tag: "RecordSleeperSliced"
  readonly lotId: LotId
  readonly operationId: SlicingOperationId
  readonly serialNumber: string
  readonly sleeperNumber: number
  /** the sleeper as the receipt measured it, and the planks cut from it (m³) */
  readonly sleeperVolumeM3: number
  readonly plankVolumeM3: number
}
export type LotCommand = CreateLot | UpdateLot | ChangeLotStatus | DeleteLot | StartLotSlicing | RecordSleeperSliced | ReceiptCommand
