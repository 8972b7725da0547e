import { Schema } from "effect"
import { eventTypesOf } from "../shared/stored-event"
import { LotFields, ReceiptFields } from "./lot"
import { LotStatus } from "./status"

export const LotCreated = Schema.TaggedStruct("LotCreated", LotFields.fields)
export const LotUpdated = Schema.TaggedStruct("LotUpdated", ReceiptFields.fields)
export const LotLocked = Schema.TaggedStruct("LotLocked", { lotId: Schema.String, from: LotStatus })
export const LotReopened = Schema.TaggedStruct("LotReopened", { lotId: Schema.String })
export const LotDeleted = Schema.TaggedStruct("LotDeleted", { lotId: Schema.String, lotNumber: Schema.String })

export const LotEvent = Schema.Union(LotCreated, LotUpdated, LotLocked, LotReopened, LotDeleted)
export type LotEvent = typeof LotEvent.Type
export type LotCreated = typeof LotCreated.Type
export const LOT_EVENT_TYPES = eventTypesOf(LotEvent)
