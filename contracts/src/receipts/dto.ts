import { Schema } from "effect"
import { Bounds } from "../shared/bounds"
import { boundedList, boundedText, optionalNumber, optionalText, requiredNumber, requiredText } from "../shared/fields"
import { ValidationMessages } from "../shared/validation-messages"
import { sleeperLastModifiedFields, sleeperSizeFields } from "./events"
import { ReceiptMessages } from "./messages"

/** One sleeper as a client sends it: thickness, width and length in cm, one piece unless told. */
export const SleeperMeasurementInput = Schema.Struct({
  id: Schema.optional(boundedText("Sleeper id", Bounds.text.id)),
  thickness: requiredNumber("Thickness", Bounds.sleeperThicknessCm),
  width: requiredNumber("Width", Bounds.sleeperWidthCm),
  length: requiredNumber("Length", Bounds.sleeperLengthCm),
  qty: optionalNumber("Quantity", Bounds.lineQuantity),
  lastModifiedBy: Schema.optional(Schema.NullOr(boundedText("Last modified by", Bounds.text.email))),
  lastModifiedAt: Schema.optional(Schema.NullOr(boundedText("Last modified at", Bounds.text.id)))
})
export type SleeperMeasurementInput = typeof SleeperMeasurementInput.Type

const measurements = Schema.propertySignature(boundedList("Measurements", SleeperMeasurementInput, Bounds.list.receiptSleepers)).annotations({
  missingMessage: () => ValidationMessages.required("Measurements")
})
/** The client's own stamp of who and when; the server records its own and ignores these. */
const clientStamp = {
  updated_at: Schema.optional(Schema.NullOr(boundedText("Updated at", Bounds.text.id))),
  updated_by: Schema.optional(Schema.NullOr(boundedText("Updated by", Bounds.text.id)))
}

/** POST /api/factory/drafts: creates the receipt's single draft, or replaces it when one exists. */
export const SaveDraftPayload = Schema.Struct({
  receipt_id: requiredText("Receipt", ReceiptMessages.selectLotFirst, Bounds.text.id),
  measurements,
  ...clientStamp
})
export type SaveDraftPayload = typeof SaveDraftPayload.Type

/** PATCH /api/factory/drafts/{id}. */
export const PatchDraftPayload = Schema.Struct({ measurements, ...clientStamp })
export type PatchDraftPayload = typeof PatchDraftPayload.Type

/** One receipt item of POST /api/factory/receipt-items: length, width and height (thickness) in cm. */
export const ReceiptItemInput = Schema.Struct({
  receipt_id: requiredText("Receipt", ReceiptMessages.selectLotFirst, Bounds.text.id),
  length: requiredNumber("Length", Bounds.sleeperLengthCm),
  width: requiredNumber("Width", Bounds.sleeperWidthCm),
  height: requiredNumber("Height", Bounds.sleeperThicknessCm),
  quantity: optionalNumber("Quantity", Bounds.lineQuantity),
  /** recomputed by the server from the dimensions (one formula) */
  volume_m3: optionalNumber("Volume", Bounds.volumeM3),
  grade: Schema.optional(Schema.NullOr(boundedText("Grade", Bounds.text.grade))),
  notes: optionalText("Notes")
})

/** POST /api/factory/receipt-items: submits the receipt's measurement as its items. */
export const RecordReceiptItemsPayload = Schema.Struct({
  /** the stock-keeping ACTIVE warehouse the sleepers go into once the receipt completes */
  warehouse_id: requiredText("Warehouse", ReceiptMessages.selectWarehouse, Bounds.text.id),
  items: Schema.propertySignature(boundedList("Items", ReceiptItemInput, Bounds.list.receiptSleepers)).annotations({
    missingMessage: () => ReceiptMessages.addSleeper
  })
})
export type RecordReceiptItemsPayload = typeof RecordReceiptItemsPayload.Type

export const SleeperMeasurementDto = Schema.Struct({ ...sleeperSizeFields, m3: Schema.Number, ...sleeperLastModifiedFields })
export type SleeperMeasurementDto = typeof SleeperMeasurementDto.Type

/** The draft of a LOT (spec section 3). Its id is the receipt's: a receipt has one draft. */
export const ReceiptDraft = Schema.Struct({
  id: Schema.String,
  receipt_id: Schema.String,
  lot_number: Schema.String,
  measurements: Schema.Array(SleeperMeasurementDto),
  updated_at: Schema.String,
  updated_by: Schema.NullOr(Schema.String)
})
export type ReceiptDraft = typeof ReceiptDraft.Type

export const ReceiptHistoryAction = Schema.Literal("CREATE", "UPDATE", "SUBMIT")
export const ReceiptHistoryEntry = Schema.Struct({
  id: Schema.String,
  receipt_id: Schema.String,
  user_id: Schema.NullOr(Schema.String),
  user_name: Schema.NullOr(Schema.String),
  action: ReceiptHistoryAction,
  timestamp: Schema.String,
  details: Schema.NullOr(Schema.String)
})
export type ReceiptHistoryEntry = typeof ReceiptHistoryEntry.Type

export const ReceiptItemDto = Schema.Struct({
  id: Schema.String,
  receipt_id: Schema.String,
  length: Schema.Number,
  width: Schema.Number,
  height: Schema.Number,
  quantity: Schema.Number,
  volume_m3: Schema.Number,
  grade: Schema.String,
  notes: Schema.NullOr(Schema.String)
})
export type ReceiptItemDto = typeof ReceiptItemDto.Type

/** The receipt a read is about: the LOT's id, or its LOT number (the slicer asks by number). */
export const ReceiptQuery = Schema.Struct({ receipt_id: Schema.String })
