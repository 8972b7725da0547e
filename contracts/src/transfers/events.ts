import { Schema } from "effect"
import type { PermissionMap } from "../users/permissions"
import type { Role } from "../users/role"
import { TransferId, UserId, WarehouseId, WoodTypeId } from "../shared/ids"
import { eventTypesOf } from "../shared/stored-event"
import { StockProduct, WoodStatus } from "../stock/status"

/** A warehouse as the transfer names it: its id, and its name and code when the transfer was created. */
export const TransferPlace = Schema.Struct({ id: WarehouseId, name: Schema.String, code: Schema.String })
export type TransferPlace = typeof TransferPlace.Type

/** Who did a step: their id and the name staff knew them by then. */
export const TransferPerson = Schema.Struct({ id: UserId, name: Schema.String })
export type TransferPerson = typeof TransferPerson.Type

/** One line of a transfer: pieces of one wood type and thickness, in one condition (factory spec section 3). */
export const TransferItemFields = Schema.Struct({
  itemId: Schema.String,
  woodTypeId: WoodTypeId,
  woodTypeName: Schema.String,
  thickness: Schema.String,
  /** The row's product and nominal width; absent on an item of a legacy row. */
  product: Schema.optional(StockProduct),
  width: Schema.optional(Schema.NullOr(Schema.String)),
  quantity: Schema.Number,
  /** The m³ of the pieces at the source row's average when the transfer was created (absent before nominal sizes). */
  m3: Schema.optional(Schema.Number),
  woodStatus: WoodStatus,
  remarks: Schema.NullOr(Schema.String)
})
export type TransferItemFields = typeof TransferItemFields.Type

/** What an admin may change on a completed transfer (factory spec section 4). */
export const TransferEditable = Schema.Struct({ transferDate: Schema.String, notes: Schema.NullOr(Schema.String) })
export type TransferEditable = typeof TransferEditable.Type

export const TransferCreated = Schema.TaggedStruct("TransferCreated", {
  transferId: TransferId,
  transferNumber: Schema.String,
  fromWarehouse: TransferPlace,
  toWarehouse: TransferPlace,
  transferDate: Schema.String,
  notes: Schema.NullOr(Schema.String),
  items: Schema.Array(TransferItemFields),
  createdBy: TransferPerson,
  createdAt: Schema.String,
  /** The user the creator asked to be told (the form's optional notifyUserId). */
  notifyUserId: Schema.NullOr(UserId)
})
export const TransferApproved = Schema.TaggedStruct("TransferApproved", { transferId: TransferId, approvedBy: TransferPerson, approvedAt: Schema.String })
export const TransferRejected = Schema.TaggedStruct("TransferRejected", {
  transferId: TransferId,
  rejectedBy: TransferPerson,
  rejectedAt: Schema.String,
  rejectionReason: Schema.String
})
/** APPROVED → IN_TRANSIT: the state exists (spec section 4) though no screen shows the step; nothing issues it yet. */
export const TransferDispatched = Schema.TaggedStruct("TransferDispatched", {
  transferId: TransferId,
  dispatchedBy: TransferPerson,
  dispatchedAt: Schema.String
})
export const TransferCompleted = Schema.TaggedStruct("TransferCompleted", {
  transferId: TransferId,
  completedBy: TransferPerson,
  completedAt: Schema.String,
  notifyUserId: Schema.NullOr(UserId)
})
/** An admin's edit of a completed transfer's date and notes: from what to what, kept in its history. */
export const TransferEdited = Schema.TaggedStruct("TransferEdited", {
  transferId: TransferId,
  editedBy: TransferPerson,
  editedAt: Schema.String,
  from: TransferEditable,
  to: TransferEditable
})
/** An admin asked that a user be told about the completed transfer (POST /transfers/{id}/notify). */
export const TransferRecipientNotified = Schema.TaggedStruct("TransferRecipientNotified", {
  transferId: TransferId,
  userId: UserId,
  sentBy: TransferPerson,
  sentAt: Schema.String
})

export const TransferEvent = Schema.Union(
  TransferCreated,
  TransferApproved,
  TransferRejected,
  TransferDispatched,
  TransferCompleted,
  TransferEdited,
  TransferRecipientNotified
)
export type TransferEvent = typeof TransferEvent.Type
export const TRANSFER_EVENT_TYPES = eventTypesOf(TransferEvent)

/** Who acts on a transfer, as the decider needs them: the permission rule (domain/src/permissions) reads role and map. */
export interface TransferActor {
  readonly userId: UserId
  readonly name: string
  readonly role: Role
  readonly permissions: PermissionMap
}

export interface CreateTransfer {
  readonly _tag: "CreateTransfer"
  readonly transferId: TransferId
  readonly transferNumber: string
  readonly fromWarehouse: TransferPlace
  readonly toWarehouse: TransferPlace
  readonly transferDate: string
  readonly notes: string | null
  readonly items: ReadonlyArray<TransferItemFields>
  readonly notifyUserId: UserId | null
  readonly at: string
  readonly actor: TransferActor
}
export interface ApproveTransfer {
  readonly _tag: "ApproveTransfer"
  readonly transferId: TransferId
  readonly at: string
  readonly actor: TransferActor
}
export interface RejectTransfer {
  readonly _tag: "RejectTransfer"
  readonly transferId: TransferId
  readonly rejectionReason: string
  readonly at: string
  readonly actor: TransferActor
}
export interface DispatchTransfer {
  readonly _tag: "DispatchTransfer"
  readonly transferId: TransferId
  readonly at: string
  readonly actor: TransferActor
}
export interface CompleteTransfer {
  readonly _tag: "CompleteTransfer"
  readonly transferId: TransferId
  readonly notifyUserId: UserId | null
  readonly at: string
  readonly actor: TransferActor
}
export interface EditCompletedTransfer {
  readonly _tag: "EditCompletedTransfer"
  readonly transferId: TransferId
  readonly changes: TransferEditable
  readonly at: string
  readonly actor: TransferActor
}
export interface NotifyAboutTransfer {
  readonly _tag: "NotifyAboutTransfer"
  readonly transferId: TransferId
  readonly userId: UserId
  readonly at: string
  readonly actor: TransferActor
}
export type TransferCommand =
  CreateTransfer | ApproveTransfer | RejectTransfer | DispatchTransfer | CompleteTransfer | EditCompletedTransfer | NotifyAboutTransfer
