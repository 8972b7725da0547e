import { Schema } from "effect"
import { eventTypesOf } from "../shared/stored-event"
import { DryingBatchId, WarehouseId, WoodTypeId } from "../shared/ids"

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
  lukuSms: Schema.NullOr(Schema.String),
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
  lukuSms: Schema.NullOr(Schema.String)
})
/**
 * A batch completed. `finalHumidity` (its latest reading's) and `targetHumidity` (the target in
 * force) are recorded from issue 37 on, so a completion above the target is on the record;
 * absent on batches completed before.
 */
export const DryingCompleted = Schema.TaggedStruct("DryingCompleted", {
  dryingId: DryingBatchId,
  endTime: Schema.String,
  finalHumidity: Schema.optional(Schema.NullOr(Schema.Number)),
  targetHumidity: Schema.optional(Schema.Number)
})
export const DryingDeleted = Schema.TaggedStruct("DryingDeleted", { dryingId: DryingBatchId })

export const DryingEvent = Schema.Union(DryingStarted, DryingSetupEdited, DryingReadingAdded, DryingReadingEdited, DryingCompleted, DryingDeleted)
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
export type DryingCommand = StartDrying | EditDryingSetup | AddDryingReading | EditDryingReading | CompleteDrying | DeleteDrying
