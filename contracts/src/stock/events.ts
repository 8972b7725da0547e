import { Schema } from "effect"
import { StockRowId, WarehouseId, WoodTypeId } from "../shared/ids"
import { eventTypesOf } from "../shared/stored-event"
import { StockBucket, StockProduct, StockSource } from "./status"

/**
 * A row as every event names it. `product` and `width` are set on a row in
 * nominal sizes (width null: not recorded, a carried-over row) and absent on a legacy row, so the
 * events recorded before still decode.
 */
const Row = {
  stockRowId: StockRowId,
  warehouseId: WarehouseId,
  woodTypeId: WoodTypeId,
  thickness: Schema.String,
  product: Schema.optional(StockProduct),
  width: Schema.optional(Schema.NullOr(Schema.String))
}

/**
 * One quantity of the row changed: pieces before, after and the signed change (after - before),
 * and since nominal sizes the m³ beside them (absent on movements recorded before: they moved no m³).
 */
export const StockChange = Schema.Struct({
  bucket: StockBucket,
  before: Schema.Number,
  after: Schema.Number,
  change: Schema.Number,
  m3Before: Schema.optional(Schema.Number),
  m3After: Schema.optional(Schema.Number),
  m3Change: Schema.optional(Schema.Number)
})

/** Pieces of one measured size that a movement brought into a row: the size as measured is kept, the row names its nominal size. */
export const MeasuredPieces = Schema.Struct({
  thicknessCm: Schema.Number,
  widthCm: Schema.Number,
  lengthCm: Schema.Number,
  pieces: Schema.Number,
  m3: Schema.Number
})
export type MeasuredPieces = typeof MeasuredPieces.Type
export type StockChange = typeof StockChange.Type

/**
 * Every movement of stock, whatever caused it: the ledger is these events. A movement id
 * names the business step (a drying batch's start, a transfer's approval at its source):
 * the same step applied twice moves nothing the second time.
 */
export const StockMoved = Schema.TaggedStruct("StockMoved", {
  ...Row,
  movementId: Schema.String,
  source: StockSource,
  sourceDocumentId: Schema.NullOr(Schema.String),
  sourceDocumentNumber: Schema.NullOr(Schema.String),
  reason: Schema.String,
  notes: Schema.NullOr(Schema.String),
  changes: Schema.Array(StockChange),
  /** Set on a compensation: the movement this one takes back (a multi-row step refused part way). */
  reverts: Schema.optional(Schema.String),
  /** The measured sizes of the pieces a receipt or slicing brought in. */
  measured: Schema.optional(Schema.Array(MeasuredPieces))
})

/** The minimum level of a row (set by ADMIN or MANAGER on the Low Stock Alerts tab); null clears it. */
export const StockMinimumSet = Schema.TaggedStruct("StockMinimumSet", { ...Row, minimum: Schema.NullOr(Schema.Number) })

/** The row's available pieces went below its minimum (raised once per fall, not per movement). */
export const StockFellBelowMinimum = Schema.TaggedStruct("StockFellBelowMinimum", { ...Row, available: Schema.Number, minimum: Schema.Number })

/** The six quantities of a row, as a book carries them over. */
export const StockQuantitiesSchema = Schema.Record({ key: StockBucket, value: Schema.Number })

/**
 * A row's book (its stream for one period, domain stock-row/books.ts) is full: closed at the
 * revision its last movement was decided on, continued in book `next`, opened by the same append.
 */
export const StockRowBookClosed = Schema.TaggedStruct("StockRowBookClosed", { ...Row, period: Schema.Number, next: Schema.Number })

/** A row's book opens with what the book before closed with: its quantities and minimum, nothing moved. */
export const StockRowBookOpened = Schema.TaggedStruct("StockRowBookOpened", {
  ...Row,
  period: Schema.Number,
  quantities: StockQuantitiesSchema,
  minimum: Schema.NullOr(Schema.Number),
  /** The m³ carried over beside the pieces (absent on books opened before nominal sizes: no m³). */
  volumes: Schema.optional(StockQuantitiesSchema)
})

/**
 * A legacy row (thickness text only) was carried over to a row in nominal sizes:
 * its quantities moved out by the StockMoved before this event, in the same append; every later
 * movement named by the legacy key (a batch started before, a transfer created before) goes to `to`.
 */
export const StockRowCarriedOver = Schema.TaggedStruct("StockRowCarriedOver", {
  ...Row,
  to: Schema.Struct({ stockRowId: StockRowId, thickness: Schema.String, product: StockProduct, width: Schema.NullOr(Schema.String) })
})

export const StockEvent = Schema.Union(StockMoved, StockMinimumSet, StockFellBelowMinimum, StockRowBookClosed, StockRowBookOpened, StockRowCarriedOver)
export type StockEvent = typeof StockEvent.Type
export const STOCK_EVENT_TYPES = eventTypesOf(StockEvent)
