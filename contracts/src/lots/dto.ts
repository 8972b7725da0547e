import { Schema } from "effect"
import { money } from "../shared/money"
import { Bounds } from "../shared/bounds"
import { Page, pageParams } from "../shared/page"
import { RecordVersion, SeenVersionField } from "../shared/record-version"
import { oneOf, optionalNumber, optionalText, requiredDate, requiredText } from "../shared/fields"
import { optionalNameText, requiredIdentifier } from "../shared/identifiers"
import { ValidationMessages } from "../shared/validation-messages"
import { LotMessages } from "./messages"
import { LotStatus, WoodFormat } from "./status"

/** A LOT as every read and write returns it (spec section 3's "Wood receipt"; its wire name stays the spec's). */
export const LotDto = Schema.Struct({
  id: Schema.String,
  lotNumber: Schema.String,
  woodTypeId: Schema.String,
  woodType: Schema.NullOr(Schema.Struct({ id: Schema.String, name: Schema.String })),
  supplier: Schema.String,
  receiptDate: Schema.String,
  purchaseOrder: Schema.String,
  woodFormat: WoodFormat,
  status: LotStatus,
  notes: Schema.NullOr(Schema.String),
  estimatedVolumeM3: Schema.NullOr(Schema.Number),
  estimatedPieces: Schema.NullOr(Schema.Number),
  estimatedAmount: money("lot-creation", Schema.Number),
  actualVolumeM3: Schema.NullOr(Schema.Number),
  actualPieces: Schema.NullOr(Schema.Number),
  receiptConfirmedAt: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  updatedAt: Schema.String,
  lastWorkedBy: Schema.NullOr(Schema.String),
  lastWorkedAt: Schema.NullOr(Schema.String),
  version: RecordVersion
})
export type LotDto = typeof LotDto.Type

/** What the LOT list sorts by (GET /management/wood-receipts `sort`); newest first when none is named. */
export const LOT_SORTS = ["createdAt", "lotNumber", "receiptDate", "supplier", "purchaseOrder", "status"] as const
export type LotSort = (typeof LOT_SORTS)[number]

/** One status or several, comma-separated (`PENDING,PROCESSING`): the receipts still being measured, say. */
const LotStatuses = Schema.compose(Schema.split(","), Schema.Array(LotStatus).pipe(Schema.minItems(1)))

/**
 * GET /management/wood-receipts: a page of LOTs, filtered by status (one or several), wood type,
 * format and LOT number (exact: a picker reading its chosen LOT again), and searched (`q`) in the
 * LOT number, supplier, purchase order and wood type name.
 */
export const LotListParams = Schema.Struct({
  ...pageParams(LOT_SORTS),
  status: Schema.optional(LotStatuses),
  lotNumber: Schema.optional(Schema.String.pipe(Schema.maxLength(Bounds.text.lotNumber))),
  woodTypeId: Schema.optional(Schema.String.pipe(Schema.maxLength(Bounds.text.id))),
  woodFormat: Schema.optional(WoodFormat)
})
export type LotListParams = typeof LotListParams.Type

export const LotPage = Page(LotDto)
export type LotPage = typeof LotPage.Type

const editableFields = {
  wood_type_id: requiredText("Wood Type", LotMessages.woodTypeRequired, Bounds.text.id),
  supplier: requiredIdentifier("Supplier", LotMessages.supplierRequired, Bounds.text.line),
  receipt_date: requiredDate("Purchase Date", LotMessages.purchaseDateRequired),
  purchase_order: requiredText("Purchase Order Number", LotMessages.purchaseOrderRequired),
  notes: optionalText("Notes"),
  total_amount: optionalNumber("Total amount", Bounds.amount),
  total_volume_m3: optionalNumber("Estimated volume", Bounds.volumeM3),
  total_pieces: optionalNumber("Estimated pieces", Bounds.pieces),
  wood_format: Schema.optional(oneOf("Wood format", ...WoodFormat.literals))
}

/** POST /api/management/wood-receipts. `status` is accepted and ignored: new LOTs start PENDING. */
export const CreateLotPayload = Schema.Struct({
  ...editableFields,
  lot_number: requiredIdentifier("LOT Number", LotMessages.lotNumberRequired, Bounds.text.lotNumber),
  status: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(Bounds.text.id))))
})
export type CreateLotPayload = typeof CreateLotPayload.Type

/** PUT /api/management/wood-receipts/{id}. The LOT number, when sent, must be unchanged; status is read-only. */
export const UpdateLotPayload = Schema.Struct({
  ...editableFields,
  // blank is "not sent", as before; a LOT number sent must be the LOT's own (compared in its normal form)
  lot_number: Schema.optional(Schema.NullOr(optionalNameText("LOT Number", Bounds.text.lotNumber))),
  status: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(Bounds.text.id)))),
  ...SeenVersionField
})
export type UpdateLotPayload = typeof UpdateLotPayload.Type

/** PATCH /api/management/wood-receipts/{id}: COMPLETED locks, PENDING reopens. */
export const PatchLotStatusPayload = Schema.Struct({
  status: Schema.propertySignature(oneOf("Status", ...LotStatus.literals)).annotations({
    missingMessage: () => ValidationMessages.required("Status")
  }),
  ...SeenVersionField
})

const SizeLine = Schema.Struct({ width: Schema.Number, height: Schema.Number, length: Schema.Number, quantity: Schema.Number })

export const TraceabilityReceipt = Schema.Struct({
  id: Schema.String,
  woodType: Schema.NullOr(Schema.Struct({ id: Schema.String, name: Schema.String })),
  supplier: Schema.String,
  estimatedVolumeM3: Schema.NullOr(Schema.Number),
  estimatedPieces: Schema.NullOr(Schema.Number),
  actualVolumeM3: Schema.NullOr(Schema.Number),
  actualPieces: Schema.NullOr(Schema.Number),
  status: LotStatus,
  receiptDate: Schema.String,
  lastWorkedBy: Schema.NullOr(Schema.String),
  lastWorkedAt: Schema.NullOr(Schema.String)
})

export const TraceabilitySlicing = Schema.Struct({
  startTime: Schema.NullOr(Schema.String),
  woodType: Schema.NullOr(Schema.Struct({ id: Schema.String, name: Schema.String })),
  sleeperSizes: Schema.Array(SizeLine),
  plankSizes: Schema.Array(SizeLine)
})

/** Receipt processing's stage: the sleepers measured, by whom and when, and when the receipt was confirmed. */
export const TraceabilityMeasurement = Schema.Struct({
  receiptId: Schema.String,
  sleepersMeasured: Schema.Number,
  measuredVolumeM3: Schema.Number,
  sleeperSizes: Schema.Array(SizeLine),
  submittedBy: Schema.NullOr(Schema.String),
  submittedAt: Schema.NullOr(Schema.String),
  receiptConfirmedAt: Schema.NullOr(Schema.String)
})

/**
 * A LOT's wood after the slicer, read off the stock ledger: each stock row its
 * planks went into, the kiln batches and transfers that took pieces out of those rows since, and
 * what the rows hold now — and the rows completed transfers landed those pieces in, at their destinations. Rows are shared by every LOT of a wood type and thickness, so each step
 * says how many pieces moved and, from the LOT's own planks of that row, the m³ they stand for;
 * `otherPieces` says how many pieces other documents put into the same row after them (within the journey's
 * window of the row's ledger: the trace reads a bounded stretch of a row's history, never all of it).
 */
/** The rows the LOT's receipt put its sleepers into (product, nominal size and m³ at every stock step). */
const SleeperRowStep = Schema.Struct({
  warehouse: Schema.String,
  thickness: Schema.String,
  size: Schema.String,
  pieces: Schema.Number,
  m3: Schema.Number
})
/** `size`: the row as the inventory names it (`Plank 1" × 8"`), beside its thickness. */
const PlankRowStep = Schema.Struct({
  warehouse: Schema.String,
  thickness: Schema.String,
  size: Schema.String,
  pieces: Schema.Number,
  m3: Schema.Number,
  otherPieces: Schema.Number
})
const KilnStep = Schema.Struct({
  batchNumber: Schema.String,
  status: Schema.NullOr(Schema.String),
  warehouse: Schema.String,
  thickness: Schema.String,
  size: Schema.String,
  pieces: Schema.Number,
  m3: Schema.Number
})
const TransferStep = Schema.Struct({
  transferNumber: Schema.String,
  status: Schema.NullOr(Schema.String),
  from: Schema.String,
  to: Schema.NullOr(Schema.String),
  thickness: Schema.String,
  size: Schema.String,
  pieces: Schema.Number,
  m3: Schema.Number
})
const StockStep = Schema.Struct({
  warehouse: Schema.String,
  thickness: Schema.String,
  size: Schema.String,
  notDried: Schema.Number,
  underDrying: Schema.Number,
  dried: Schema.Number,
  damaged: Schema.Number,
  inTransit: Schema.Number,
  m3: Schema.Number
})
export const LotJourney = Schema.Struct({
  /** the LOT's volume account: received, sliced sleepers, planks and waste (GET /factory/lot-recovery's figures) */
  receivedM3: Schema.Number,
  receivedPieces: Schema.Number,
  slicedSleepers: Schema.Number,
  slicedSleeperM3: Schema.Number,
  plankM3: Schema.Number,
  wasteM3: Schema.Number,
  sleepers: Schema.Array(SleeperRowStep),
  planks: Schema.Array(PlankRowStep),
  kilnBatches: Schema.Array(KilnStep),
  transfers: Schema.Array(TransferStep),
  stock: Schema.Array(StockStep)
})
export type LotJourney = typeof LotJourney.Type

export const LotTraceability = Schema.Struct({
  lotNumber: Schema.String,
  stages: Schema.Struct({
    woodReceipts: Schema.Array(TraceabilityReceipt),
    measurement: Schema.Array(TraceabilityMeasurement),
    slicing: Schema.Array(TraceabilitySlicing),
    /** after the slicer: planks, kiln, transfers and stock (absent from answers before nominal sizes) */
    journey: Schema.optional(LotJourney)
  })
})
export type LotTraceability = typeof LotTraceability.Type
