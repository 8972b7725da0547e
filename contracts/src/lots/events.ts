import { Schema } from "effect"
import { ReceiptApproved, ReceiptDraftDeleted, ReceiptDraftSaved, ReceiptReturned, ReceiptSubmitted } from "../receipts/events"
import { eventTypesOf } from "../shared/stored-event"
import { LotFields, ReceiptFields } from "./lot"
import { LotStatus } from "./status"

export const LotCreated = Schema.TaggedStruct("LotCreated", LotFields.fields)
export const LotUpdated = Schema.TaggedStruct("LotUpdated", ReceiptFields.fields)
export const LotLocked = Schema.TaggedStruct("LotLocked", { lotId: Schema.String, from: LotStatus })
export const LotReopened = Schema.TaggedStruct("LotReopened", { lotId: Schema.String })
export const LotDeleted = Schema.TaggedStruct("LotDeleted", { lotId: Schema.String, lotNumber: Schema.String })

/** Everything the LOT's stream holds: its own events and its receipt processing (receipts/events.ts). */
export const LotEvent = Schema.Union(
  LotCreated,
  LotUpdated,
  LotLocked,
  LotReopened,
  LotDeleted,
  ReceiptDraftSaved,
  ReceiptDraftDeleted,
  ReceiptSubmitted,
  ReceiptApproved,
  ReceiptReturned
)
export type LotEvent = typeof LotEvent.Type
export type LotCreated = typeof LotCreated.Type
export const LOT_EVENT_TYPES = eventTypesOf(LotEvent)
