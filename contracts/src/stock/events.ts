import { Schema } from "effect"
import { StockRowId, WarehouseId, WoodTypeId } from "../shared/ids"
import { eventTypesOf } from "../shared/stored-event"
import { StockBucket, StockSource } from "./status"

const Row = { stockRowId: StockRowId, warehouseId: WarehouseId, woodTypeId: WoodTypeId, thickness: Schema.String }

/** One quantity of the row changed: before, after and the signed change (after - before). */
export const StockChange = Schema.Struct({ bucket: StockBucket, before: Schema.Number, after: Schema.Number, change: Schema.Number })
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
  reverts: Schema.optional(Schema.String)
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
  minimum: Schema.NullOr(Schema.Number)
})

export const StockEvent = Schema.Union(StockMoved, StockMinimumSet, StockFellBelowMinimum, StockRowBookClosed, StockRowBookOpened)
export type StockEvent = typeof StockEvent.Type
export const STOCK_EVENT_TYPES = eventTypesOf(StockEvent)
