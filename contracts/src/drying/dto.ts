import { RecordVersion } from "../shared/record-version"
import { Schema } from "effect"
import { money } from "../shared/money"
import { Bounds } from "../shared/bounds"
import { Page, pageParams } from "../shared/page"
import { boundedNumber, boundedText, dateField, flag, nonBlankText, oneOf, optionalNumber, optionalText, requiredNumber, requiredText } from "../shared/fields"
import { StockProduct } from "../stock/status"
import { DryingCostFigures } from "./events"
import { DryingMessages } from "./messages"

export const DryingStatus = Schema.Literal("IN_PROGRESS", "COMPLETED")
export type DryingStatus = typeof DryingStatus.Type

export const DryingReading = Schema.Struct({
  id: Schema.String,
  readingTime: Schema.String,
  electricityMeter: Schema.Number,
  humidity: Schema.Number,
  notes: Schema.NullOr(Schema.String),
  /** a recharge SMS says what was paid: money */
  lukuSms: money("drying-process", Schema.NullOr(Schema.String)),
  createdByName: Schema.NullOr(Schema.String),
  createdAt: Schema.String
})
export type DryingReading = typeof DryingReading.Type

export const DryingBatch = Schema.Struct({
  id: Schema.String,
  batchNumber: Schema.String,
  status: DryingStatus,
  woodTypeId: Schema.String,
  woodType: Schema.NullOr(Schema.Struct({ id: Schema.String, name: Schema.String })),
  /** mm */
  thickness: Schema.Number,
  pieceCount: Schema.Number,
  startingHumidity: Schema.NullOr(Schema.Number),
  startingElectricityUnits: Schema.NullOr(Schema.Number),
  startTime: Schema.String,
  endTime: Schema.NullOr(Schema.String),
  notes: Schema.NullOr(Schema.String),
  warehouseId: Schema.NullOr(Schema.String),
  sourceWarehouseId: Schema.NullOr(Schema.String),
  stockThickness: Schema.NullOr(Schema.String),
  /** The stock row's product and nominal width; absent or null on a batch of a legacy row. */
  stockProduct: Schema.optional(Schema.NullOr(StockProduct)),
  stockWidth: Schema.optional(Schema.NullOr(Schema.String)),
  createdByName: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
  readings: Schema.Array(DryingReading),
  version: RecordVersion
})
export type DryingBatch = typeof DryingBatch.Type

/** What the drying batch list sorts by (GET /factory/drying-processes `sort`); the newest start first when none is named. */
export const DRYING_SORTS = ["startTime", "batchNumber", "status", "createdAt", "endTime", "woodType", "pieceCount", "thickness"] as const
export type DryingSort = (typeof DRYING_SORTS)[number]

/**
 * GET /factory/drying-processes: a page of drying batches (each with its readings), filtered by
 * status and wood type, searched (`q`) in the batch number, wood type and notes.
 */
export const DryingListParams = Schema.Struct({
  ...pageParams(DRYING_SORTS),
  status: Schema.optional(DryingStatus),
  woodTypeId: Schema.optional(Schema.String.pipe(Schema.maxLength(Bounds.text.id)))
})
export type DryingListParams = typeof DryingListParams.Type

export const DryingBatchPage = Page(DryingBatch)
export type DryingBatchPage = typeof DryingBatchPage.Type

const humidityRange = { belowMin: DryingMessages.humidityRange, aboveMax: DryingMessages.humidityRange }
const dateTime = (label: string) => dateField(label)
const woodTypeId = nonBlankText("Wood type", DryingMessages.woodTypeRequired, Bounds.text.id)
const thicknessUnit = oneOf("Thickness unit", "mm", "inch")
const pieceCount = boundedNumber("Pieces", Bounds.dryingPieces, {
  notNumber: DryingMessages.piecesInvalid,
  notWholeNumber: DryingMessages.piecesInvalid,
  belowMin: DryingMessages.piecesInvalid
})

/** POST /factory/drying-processes. */
export const StartDryingPayload = Schema.Struct({
  warehouseId: Schema.optional(Schema.NullOr(boundedText("Warehouse", Bounds.text.id))),
  woodTypeId: Schema.propertySignature(woodTypeId).annotations({ missingMessage: () => DryingMessages.woodTypeRequired }),
  thickness: requiredNumber("Thickness", Bounds.dryingThickness),
  thicknessUnit: Schema.optional(thicknessUnit),
  stockThickness: Schema.optional(Schema.NullOr(boundedText("Stock thickness", Bounds.text.stockThickness))),
  /** The stock row the pieces come from, in nominal sizes: its product and nominal width. */
  stockProduct: Schema.optional(StockProduct),
  stockWidth: Schema.optional(Schema.NullOr(boundedText("Stock width", Bounds.text.stockThickness))),
  pieceCount: Schema.propertySignature(pieceCount).annotations({ missingMessage: () => DryingMessages.piecesInvalid }),
  startingHumidity: optionalNumber("Starting humidity", Bounds.percentage, humidityRange),
  startingElectricityUnits: optionalNumber("Starting electricity", Bounds.electricityUnits),
  startTime: Schema.optional(dateTime("Start time")),
  notes: optionalText("Notes"),
  useStock: Schema.optional(flag("Use stock"))
})
export type StartDryingPayload = typeof StartDryingPayload.Type

/** PUT /factory/drying-processes/{id}: complete it, or (admin) edit its initial data. */
export const ChangeDryingPayload = Schema.Union(
  Schema.Struct({ status: oneOf("Status", "COMPLETED"), endTime: Schema.optional(dateTime("End time")) }),
  Schema.Struct({
    woodTypeId: Schema.propertySignature(woodTypeId).annotations({ missingMessage: () => DryingMessages.woodTypeRequired }),
    thickness: requiredNumber("Thickness", Bounds.dryingThickness),
    thicknessUnit: Schema.optional(thicknessUnit),
    pieceCount: Schema.propertySignature(pieceCount).annotations({ missingMessage: () => DryingMessages.piecesInvalid }),
    startingHumidity: optionalNumber("Starting humidity", Bounds.percentage, humidityRange),
    startingElectricityUnits: optionalNumber("Starting electricity", Bounds.electricityUnits),
    startTime: Schema.optional(dateTime("Start time")),
    notes: optionalText("Notes")
  })
)

/** POST /factory/drying-processes/{id}/readings. */
export const AddReadingPayload = Schema.Struct({
  electricityMeter: requiredNumber("Electricity meter", Bounds.electricityUnits, DryingMessages.electricityRequired),
  humidity: requiredNumber("Humidity", Bounds.percentage, DryingMessages.electricityRequired, humidityRange),
  readingTime: Schema.optional(dateTime("Reading time")),
  notes: optionalText("Notes"),
  lukuSms: optionalText("Luku SMS", Bounds.text.sms)
})

/**
 * A completed batch's cost (GET /factory/drying-costs, a page at a time): electricity (readings A and B, B costed at the tariff),
 * depreciation over its running hours, the total, and per m³ of wood dried. The volume is
 * pieceCount × the average volume of the pieces that entered stock of the batch's wood type and
 * stock thickness: sleepers as their receipts measured them, planks as the slicer sized them
 * (`volumeSource` says which: batches of sliced planks, the main flow, had none); null
 * with the per-m³ figures when no such piece is known (a batch not from stock).
 */
export const DryingCost = Schema.Struct({
  id: Schema.String,
  batchNumber: Schema.String,
  woodType: Schema.NullOr(Schema.String),
  stockThickness: Schema.NullOr(Schema.String),
  /** The stock row's product and nominal width, as on the batch (`dryingStockSize`); absent or null on a batch of a legacy row. */
  stockProduct: Schema.optional(Schema.NullOr(StockProduct)),
  stockWidth: Schema.optional(Schema.NullOr(Schema.String)),
  pieceCount: Schema.Number,
  startTime: Schema.String,
  endTime: Schema.String,
  volumeM3: Schema.NullOr(Schema.Number),
  volumeSource: Schema.NullOr(Schema.Literal("measured receipts", "sliced planks", "measured receipts and sliced planks")),
  ...DryingCostFigures.fields,
  tariffPerKwh: money("drying-process", DryingCostFigures.fields.tariffPerKwh),
  electricityCost: money("drying-process", DryingCostFigures.fields.electricityCost),
  depreciationCost: money("drying-process", DryingCostFigures.fields.depreciationCost),
  maintenanceCost: money("drying-process", DryingCostFigures.fields.maintenanceCost),
  labourCost: money("drying-process", DryingCostFigures.fields.labourCost),
  totalCost: money("drying-process", DryingCostFigures.fields.totalCost),
  kwhPerM3: Schema.NullOr(Schema.Number),
  costPerM3: money("drying-process", Schema.NullOr(Schema.Number)),
  /**
   * true when these figures are the ones frozen at completion (or an admin's
   * correction of them), which no later recharge correction or settings change moves; false for
   * the moment between a completion and its cost being recorded, priced as it is read.
   */
  frozen: Schema.Boolean,
  /** The admin's latest correction of the frozen cost: the total before it, why, by whom and when; null when never corrected. */
  correction: Schema.NullOr(
    Schema.Struct({
      previousTotalCost: money("drying-process", Schema.Number),
      reason: Schema.String,
      correctedBy: Schema.NullOr(Schema.String),
      correctedAt: Schema.String
    })
  )
})
export type DryingCost = typeof DryingCost.Type

/** POST /factory/drying-processes/{id}/cost-corrections: an admin recalculates a completed batch's frozen cost, and says why. */
export const CorrectDryingCostPayload = Schema.Struct({ reason: requiredText("Reason", DryingMessages.costReasonRequired) })
export type CorrectDryingCostPayload = typeof CorrectDryingCostPayload.Type

/** What a cost correction did: the total before and after (the same when the recalculation changed nothing, and then nothing was recorded). */
export const DryingCostCorrection = Schema.Struct({
  id: Schema.String,
  previousTotalCost: money("drying-process", Schema.Number),
  totalCost: money("drying-process", Schema.Number),
  changed: Schema.Boolean
})
export type DryingCostCorrection = typeof DryingCostCorrection.Type

/**
 * What the kiln charges sort by (GET /factory/drying-costs `sort`): what the read model stores,
 * newest completion first when none is named. The computed figures (total, per m³) are worked out
 * for the rows of a page only, so no page can be sorted by them.
 */
export const DRYING_COST_SORTS = ["endTime", "batchNumber"] as const
export type DryingCostSort = (typeof DRYING_COST_SORTS)[number]

/**
 * GET /factory/drying-costs: a page of completed batches with their costs, searched (`q`) in the
 * batch number and wood type; `id` answers one batch's cost (none while it runs).
 */
export const DryingCostListParams = Schema.Struct({
  ...pageParams(DRYING_COST_SORTS),
  id: Schema.optional(Schema.String.pipe(Schema.maxLength(Bounds.text.id)))
})
export type DryingCostListParams = typeof DryingCostListParams.Type

export const DryingCostPage = Page(DryingCost)
export type DryingCostPage = typeof DryingCostPage.Type
