import { Schema } from "effect"
import { LotId, SlicingOperationId } from "../shared/ids"
import { ReceiptApproved, ReceiptDraftDeleted, ReceiptDraftSaved, ReceiptReturned, ReceiptSubmitted } from "../receipts/events"
import { moneyInEvent } from "../shared/money"
import { eventTypesOf } from "../shared/stored-event"
import { LotFields, ReceiptFields } from "./lot"
import { LotStatus } from "./status"

/** The LOT's estimated amount is the LOT screen's money. */
const estimatedAmount = moneyInEvent("lot-creation", ReceiptFields.fields.estimatedAmount)
export const LotCreated = Schema.TaggedStruct("LotCreated", { ...LotFields.fields, estimatedAmount })
export const LotUpdated = Schema.TaggedStruct("LotUpdated", { ...ReceiptFields.fields, estimatedAmount })
/** The LOT's receipt was locked (completed); `previousStatus` is the status it was locked from (v2; v1 called it `from`: upcasters.ts). */
export const LotLocked = Schema.TaggedStruct("LotLocked", { lotId: LotId, previousStatus: LotStatus })
export const LotReopened = Schema.TaggedStruct("LotReopened", { lotId: LotId })
export const LotDeleted = Schema.TaggedStruct("LotDeleted", { lotId: LotId, lotNumber: Schema.String })
/** The slicer started on a SLEEPERS LOT whose receipt is done (platform spec section 4: SLEEPERS require the slicing stage). */
export const LotSlicingStarted = Schema.TaggedStruct("LotSlicingStarted", {
  lotId: LotId,
  lotNumber: Schema.String,
  status: LotStatus,
  operationId: SlicingOperationId
})
/**
 * One sleeper of the LOT was sliced: its slicing operation ended, in the same append that took the
 * sleeper out of stock and put its planks in. Carries the volumes of the LOT's volume account: the
 * sleeper as the receipt measured it and the planks the slicer cut from it (m³).
 */
export const LotSleeperSliced = Schema.TaggedStruct("LotSleeperSliced", {
  lotId: LotId,
  lotNumber: Schema.String,
  status: LotStatus,
  operationId: SlicingOperationId,
  serialNumber: Schema.String,
  sleeperNumber: Schema.Number,
  sleeperVolumeM3: Schema.Number,
  plankVolumeM3: Schema.Number
})
/** Every sleeper the receipt counted has an ended slicing operation: the LOT is done. */
export const LotSlicingFinished = Schema.TaggedStruct("LotSlicingFinished", {
  lotId: LotId,
  lotNumber: Schema.String,
  status: LotStatus,
  slicedSleepers: Schema.Number
})

/** Everything the LOT's stream holds: its own events and its receipt processing (receipts/events.ts). */
export const LotEvent = Schema.Union(
  LotCreated,
  LotUpdated,
  LotLocked,
  LotReopened,
  LotDeleted,
  LotSlicingStarted,
  LotSleeperSliced,
  LotSlicingFinished,
  ReceiptDraftSaved,
  ReceiptDraftDeleted,
  ReceiptSubmitted,
  ReceiptApproved,
  ReceiptReturned
)
export type LotEvent = typeof LotEvent.Type
export type LotCreated = typeof LotCreated.Type
export const LOT_EVENT_TYPES = eventTypesOf(LotEvent)
