import { Schema } from "effect"
import { eventTypesOf } from "../shared/stored-event"
import { LotStatus, WoodFormat } from "./status"

const NullableNumber = Schema.NullOr(Schema.Number)

const receiptFields = {
  lotId: Schema.String,
  woodTypeId: Schema.String,
  woodTypeName: Schema.String,
  supplier: Schema.String,
  receiptDate: Schema.String,
  purchaseOrder: Schema.String,
  notes: Schema.NullOr(Schema.String),
  estimatedVolumeM3: NullableNumber,
  estimatedPieces: NullableNumber,
  estimatedAmount: Schema.Number,
  woodFormat: WoodFormat
}

export const LotCreated = Schema.TaggedStruct("LotCreated", {
  ...receiptFields,
  lotNumber: Schema.String,
  status: LotStatus
})
export const LotUpdated = Schema.TaggedStruct("LotUpdated", receiptFields)
export const LotLocked = Schema.TaggedStruct("LotLocked", { lotId: Schema.String, from: LotStatus })
export const LotReopened = Schema.TaggedStruct("LotReopened", { lotId: Schema.String })
export const LotDeleted = Schema.TaggedStruct("LotDeleted", { lotId: Schema.String, lotNumber: Schema.String })

export const LotEvent = Schema.Union(LotCreated, LotUpdated, LotLocked, LotReopened, LotDeleted)
export type LotEvent = typeof LotEvent.Type
export type LotCreated = typeof LotCreated.Type
export const LOT_EVENT_TYPES = eventTypesOf(LotEvent)
