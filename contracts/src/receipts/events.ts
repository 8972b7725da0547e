import { Schema } from "effect"
import { ApprovalRequestId, LotId, WarehouseId, WoodTypeId } from "../shared/ids"
import { LotStatus } from "../lots/status"
import { eventTypesOf } from "../shared/stored-event"

/**
 * One measured sleeper, in cm (factory spec section 3: "measurements ... in cm and qty"). The
 * draft's answer (dto `SleeperMeasurementDto`) shows the same with its m³ between the size and
 * who changed it last, so the two halves are declared once and kept in this order (the JSON's key order).
 */
export const sleeperSizeFields = {
  id: Schema.String,
  thickness: Schema.Number,
  width: Schema.Number,
  length: Schema.Number,
  qty: Schema.Number
}
export const sleeperLastModifiedFields = {
  lastModifiedBy: Schema.NullOr(Schema.String),
  lastModifiedAt: Schema.NullOr(Schema.String)
}
export const SleeperMeasurement = Schema.Struct({ ...sleeperSizeFields, ...sleeperLastModifiedFields })
export type SleeperMeasurement = typeof SleeperMeasurement.Type

/** A receipt item as submitted: length, width and height (thickness) in cm, its volume in m³. */
export const ReceiptItem = Schema.Struct({
  itemId: Schema.String,
  length: Schema.Number,
  width: Schema.Number,
  height: Schema.Number,
  quantity: Schema.Number,
  volumeM3: Schema.Number,
  grade: Schema.String,
  notes: Schema.NullOr(Schema.String)
})
export type ReceiptItem = typeof ReceiptItem.Type

/**
 * Receipt processing happens in the LOT's own stream: submitting checks and changes the
 * LOT's status in the same append (domain/README.md "Receipt processing"). Each event
 * carries the LOT number and the status it leaves the LOT in, so read models need no join.
 */
const receiptRef = { lotId: LotId, lotNumber: Schema.String, status: LotStatus }

/** The single draft of a receipt was created (CREATE) or replaced (UPDATE). */
export const ReceiptDraftSaved = Schema.TaggedStruct("ReceiptDraftSaved", {
  ...receiptRef,
  action: Schema.Literal("CREATE", "UPDATE"),
  measurements: Schema.Array(SleeperMeasurement),
  savedByName: Schema.String
})
export const ReceiptDraftDeleted = Schema.TaggedStruct("ReceiptDraftDeleted", receiptRef)
/** The measurement became the receipt's items; an admin's submission confirms it at once. */
export const ReceiptSubmitted = Schema.TaggedStruct("ReceiptSubmitted", {
  ...receiptRef,
  items: Schema.Array(ReceiptItem),
  actualVolumeM3: Schema.Number,
  actualPieces: Schema.Number,
  submittedByName: Schema.String,
  /**
   * Where the sleepers go (NOT_DRIED) when the receipt completes, and the LOT's wood type then.
   * Submissions recorded before receipts moved stock have neither: they moved nothing.
   */
  warehouseId: Schema.optionalWith(Schema.NullOr(WarehouseId), { default: () => null }),
  woodTypeId: Schema.optionalWith(Schema.NullOr(WoodTypeId), { default: () => null }),
  /** set when the submission completes the receipt (an admin's) */
  confirmedAt: Schema.NullOr(Schema.String)
})
/** An approver approved a non-admin's submission: the receipt is complete. */
export const ReceiptApproved = Schema.TaggedStruct("ReceiptApproved", { ...receiptRef, requestId: ApprovalRequestId, confirmedAt: Schema.String })
/** An approver rejected it: the measurement goes back to being a draft. */
export const ReceiptReturned = Schema.TaggedStruct("ReceiptReturned", {
  ...receiptRef,
  requestId: ApprovalRequestId,
  measurements: Schema.Array(SleeperMeasurement)
})

export const ReceiptEvent = Schema.Union(ReceiptDraftSaved, ReceiptDraftDeleted, ReceiptSubmitted, ReceiptApproved, ReceiptReturned)
export type ReceiptEvent = typeof ReceiptEvent.Type
export const RECEIPT_EVENT_TYPES = eventTypesOf(ReceiptEvent)
