import { Schema } from "effect"
import { moneyInEvent, notMoney } from "../shared/money"
import { eventTypesOf } from "../shared/stored-event"
import { DryingBatchId, WarehouseId, WoodTypeId } from "../shared/ids"
import { StockProduct } from "../stock/status"

const Setup = {
  woodTypeId: WoodTypeId,
  woodTypeName: Schema.String,
  thicknessMm: Schema.Number,
  pieceCount: Schema.Number,
  startingHumidity: Schema.NullOr(Schema.Number),
  startingElectricityUnits: Schema.NullOr(Schema.Number),
  startTime: Schema.String,
  notes: Schema.NullOr(Schema.String)
}

export const DryingStarted = Schema.TaggedStruct("DryingStarted", {
  dryingId: DryingBatchId,
  batchNumber: Schema.String,
  warehouseId: Schema.NullOr(WarehouseId),
  stockThickness: Schema.NullOr(Schema.String),
  /** The stock row's product and nominal width; absent on a batch of a legacy row. */
  stockProduct: Schema.optional(StockProduct),
  stockWidth: Schema.optional(Schema.NullOr(Schema.String)),
  createdByName: Schema.NullOr(Schema.String),
  /**
   * Whether this start took its pieces from the row it names (in the same append): what its
   * completion, edits and delete move that row by. Absent on batches started before it was
   * recorded: their row's first book says (its ledger holds the start's movement or not).
   */
  stockTaken: Schema.optional(Schema.Boolean),
  ...Setup
})
export const DryingSetupEdited = Schema.TaggedStruct("DryingSetupEdited", { dryingId: DryingBatchId, ...Setup })
export const DryingReadingAdded = Schema.TaggedStruct("DryingReadingAdded", {
  dryingId: DryingBatchId,
  readingId: Schema.String,
  readingTime: Schema.String,
  electricityMeter: Schema.Number,
  humidity: Schema.Number,
  notes: Schema.NullOr(Schema.String),
  lukuSms: moneyInEvent("drying-process", Schema.NullOr(Schema.String)),
  createdByName: Schema.NullOr(Schema.String)
})
/** A reading corrected (PUT /factory/drying-readings/{id}): its figures and notes as they now read; who first took it stays. */
export const DryingReadingEdited = Schema.TaggedStruct("DryingReadingEdited", {
  dryingId: DryingBatchId,
  readingId: Schema.String,
  readingTime: Schema.String,
  electricityMeter: Schema.Number,
  humidity: Schema.Number,
  notes: Schema.NullOr(Schema.String),
  lukuSms: moneyInEvent("drying-process", Schema.NullOr(Schema.String))
})
/**
 * A batch completed. `finalHumidity` (its latest reading's) and `targetHumidity` (the target in
 * force) are recorded from the kiln-physics release on, so a completion above the target is on the record;
 * absent on batches completed before.
 */
export const DryingCompleted = Schema.TaggedStruct("DryingCompleted", {
  dryingId: DryingBatchId,
  endTime: Schema.String,
  finalHumidity: Schema.optional(Schema.NullOr(Schema.Number)),
  targetHumidity: Schema.optional(Schema.Number)
})
export const DryingDeleted = Schema.TaggedStruct("DryingDeleted", { dryingId: DryingBatchId })

/**
 * A batch's cost as domain calculators/drying-cost.ts worked it out: kWh,
 * the tariff of the units used, electricity, depreciation, maintenance and labour over its
 * running hours, the total. Per m³ is not part of it: the write side does not know a batch's
 * volume (the read side measures it from the pieces that entered stock and divides this total).
 */
export const DryingCostFigures = Schema.Struct({
  electricityUsedA: Schema.Number,
  electricityUsedB: Schema.Number,
  /** kWh charged: the prepaid meter's fall plus the recharges pasted with the batch's readings (domain calculators/electricity-usage.ts) */
  kwhUsed: Schema.Number,
  /** TZS per kWh of the units the batch used (first in, first out), not the last recharge recorded */
  tariffPerKwh: Schema.Number,
  electricityCost: Schema.Number,
  runningHours: Schema.Number,
  depreciationCost: Schema.Number,
  /** the running hours' share of the maintenance cost per year */
  maintenanceCost: Schema.Number,
  /** running hours × the labour cost per hour */
  labourCost: Schema.Number,
  totalCost: Schema.Number
})
export type DryingCostFigures = typeof DryingCostFigures.Type

/** The figures as the log keeps them: each amount in TZS is the kiln screen's money (the kWh and hours are not). */
const FrozenCostFigures = Schema.Struct({
  ...DryingCostFigures.fields,
  tariffPerKwh: moneyInEvent("drying-process", Schema.Number),
  electricityCost: moneyInEvent("drying-process", Schema.Number),
  depreciationCost: moneyInEvent("drying-process", Schema.Number),
  maintenanceCost: moneyInEvent("drying-process", Schema.Number),
  labourCost: moneyInEvent("drying-process", Schema.Number),
  totalCost: moneyInEvent("drying-process", Schema.Number)
})

const PricedRecharge = Schema.Struct({
  token: Schema.String,
  kwhAmount: notMoney(Schema.Number, "kWh bought"),
  totalPaid: moneyInEvent("drying-process", Schema.Number)
})

/**
 * What priced a batch: the recharge whose units were on the meter at its start (null: none was
 * recorded before it, 292 TZS per kWh), the recharges pasted with its readings as the register
 * held them (a voided one is left out) and the drying settings in force.
 */
export const DryingCostBasis = Schema.Struct({
  rechargeBeforeStart: Schema.NullOr(PricedRecharge),
  recharges: Schema.Array(PricedRecharge),
  // the drying settings in force: their figures are the settings page's money
  ovenPurchasePrice: moneyInEvent("drying-settings", Schema.Number),
  ovenLifespanYears: Schema.NullOr(Schema.Number),
  maintenanceCostPerYear: moneyInEvent("drying-settings", Schema.Number),
  laborCostPerHour: moneyInEvent("drying-settings", Schema.Number)
})
export type DryingCostBasis = typeof DryingCostBasis.Type

/**
 * A completed batch's cost, frozen: recorded once, just after its completion,
 * from the register and settings as they stood; a later correction of a recharge or a setting
 * never changes it silently. Only `DryingCostCorrected` does.
 */
export const DryingCostRecorded = Schema.TaggedStruct("DryingCostRecorded", {
  dryingId: DryingBatchId,
  cost: notMoney(FrozenCostFigures, "the kiln cost's figures: each amount in it is marked, its kWh and hours are not money"),
  basis: DryingCostBasis
})
/** An admin recalculated a completed batch's cost with a reason: the figures before and after, and what priced the new ones. */
export const DryingCostCorrected = Schema.TaggedStruct("DryingCostCorrected", {
  dryingId: DryingBatchId,
  from: FrozenCostFigures,
  to: FrozenCostFigures,
  basis: DryingCostBasis,
  reason: Schema.String,
  correctedByName: Schema.NullOr(Schema.String)
})

export const DryingEvent = Schema.Union(
  DryingStarted,
  DryingSetupEdited,
  DryingReadingAdded,
  DryingReadingEdited,
  DryingCompleted,
  DryingDeleted,
  DryingCostRecorded,
  DryingCostCorrected
)
export type DryingEvent = typeof DryingEvent.Type
export const DRYING_EVENT_TYPES = eventTypesOf(DryingEvent)

/** A batch's initial data, as it is started with and as an admin edits it. */
export type DryingSetup = Omit<typeof DryingSetupEdited.Type, "_tag" | "dryingId">
/** One reading of a batch, as it was added. */
export type DryingReadingFields = Omit<typeof DryingReadingAdded.Type, "_tag" | "dryingId">
/** A reading's figures as an edit changes them. */
export type DryingReadingChange = Omit<typeof DryingReadingEdited.Type, "_tag" | "dryingId">
type Actor = { readonly role: string }

export interface StartDrying {
  readonly _tag: "StartDrying"
  readonly dryingId: DryingBatchId
  readonly batchNumber: string
  readonly warehouseId: WarehouseId | null
  readonly stockThickness: string | null
  readonly stockProduct?: StockProduct
  readonly stockWidth?: string | null
  readonly createdByName: string | null
  /** The start takes its pieces from the named row in its own append. */
  readonly stockTaken: boolean
  readonly setup: DryingSetup
  /** When the server received it: a start more than a day ahead of it is refused. */
  readonly now: string
}
export interface EditDryingSetup {
  readonly _tag: "EditDryingSetup"
  readonly dryingId: DryingBatchId
  readonly setup: DryingSetup
  readonly actor: Actor
}
export interface AddDryingReading {
  readonly _tag: "AddDryingReading"
  readonly dryingId: DryingBatchId
  readonly reading: DryingReadingFields
  readonly actor: Actor
  /** When the server received it: a reading more than a day ahead of it is refused. */
  readonly now: string
}
export interface EditDryingReading {
  readonly _tag: "EditDryingReading"
  readonly dryingId: DryingBatchId
  readonly change: DryingReadingChange
  readonly actor: Actor
  readonly now: string
}
export interface CompleteDrying {
  readonly _tag: "CompleteDrying"
  readonly dryingId: DryingBatchId
  readonly endTime: string
  /** The target humidity in force (the drying settings'); the completion records it beside the final humidity. */
  readonly targetHumidity: number
}
export interface DeleteDrying {
  readonly _tag: "DeleteDrying"
  readonly dryingId: DryingBatchId
  readonly actor: Actor
}
/**
 * What a cost is worked out from beside the batch's own start, end and readings: the register's
 * figures now (by token; null: voided) of the recharges the batch's readings pasted and of the
 * recharge before its start, and the drying settings now.
 */
export interface DryingCostInputs {
  readonly rechargeBeforeStart: { readonly token: string; readonly kwhAmount: number; readonly totalPaid: number } | null
  readonly register: ReadonlyMap<string, { readonly kwhAmount: number; readonly totalPaid: number } | null>
  readonly ovenPurchasePrice: number
  readonly ovenLifespanYears: number | null
  readonly maintenanceCostPerYear: number
  readonly laborCostPerHour: number
}
/** Freezes a completed batch's cost (the kiln-costs process, just after the completion): once. */
export interface RecordDryingCost {
  readonly _tag: "RecordDryingCost"
  readonly dryingId: DryingBatchId
  readonly inputs: DryingCostInputs
}
/** An admin's recalculation of a completed batch's cost, with a reason. */
export interface CorrectDryingCost {
  readonly _tag: "CorrectDryingCost"
  readonly dryingId: DryingBatchId
  readonly inputs: DryingCostInputs
  readonly reason: string
  readonly actor: Actor
  readonly correctedByName: string | null
}
export type DryingCommand =
  StartDrying | EditDryingSetup | AddDryingReading | EditDryingReading | CompleteDrying | DeleteDrying | RecordDryingCost | CorrectDryingCost
