import { Schema } from "effect"
import { eventTypesOf } from "../shared/stored-event"
import { PlankSize, SleeperSize } from "./dto"

const OperationFigures = {
  woodTypeId: Schema.String,
  woodTypeName: Schema.String,
  startTime: Schema.NullOr(Schema.String),
  sleeperSizes: Schema.Array(SleeperSize),
  plankSizes: Schema.Array(PlankSize),
  /** m³, computed by the domain's waste calculator */
  sleeperVolume: Schema.Number,
  plankVolume: Schema.Number,
  wastePercentage: Schema.Number,
  notes: Schema.NullOr(Schema.String),
  autoCheckCompletion: Schema.Boolean
}

export const SlicingOperationRecorded = Schema.TaggedStruct("SlicingOperationRecorded", {
  operationId: Schema.String,
  serialNumber: Schema.String,
  lotNumber: Schema.String,
  sleeperNumber: Schema.Number,
  ...OperationFigures
})
export const SlicingOperationRevised = Schema.TaggedStruct("SlicingOperationRevised", { operationId: Schema.String, ...OperationFigures })
export const SlicingOperationEnded = Schema.TaggedStruct("SlicingOperationEnded", { operationId: Schema.String })
/** The approval-rule engine found the waste above a rule: ending waits for the approver. */
export const SlicingApprovalRequired = Schema.TaggedStruct("SlicingApprovalRequired", {
  operationId: Schema.String,
  requestId: Schema.String,
  wastePercentage: Schema.Number,
  limit: Schema.Number
})
export const SlicingOperationApproved = Schema.TaggedStruct("SlicingOperationApproved", { operationId: Schema.String, requestId: Schema.NullOr(Schema.String) })
export const SlicingOperationRejected = Schema.TaggedStruct("SlicingOperationRejected", { operationId: Schema.String, requestId: Schema.NullOr(Schema.String) })
export const SlicingOperationDeleted = Schema.TaggedStruct("SlicingOperationDeleted", {
  operationId: Schema.String,
  lotNumber: Schema.String,
  sleeperNumber: Schema.Number
})

export const SlicingOperationEvent = Schema.Union(
  SlicingOperationRecorded,
  SlicingOperationRevised,
  SlicingOperationEnded,
  SlicingApprovalRequired,
  SlicingOperationApproved,
  SlicingOperationRejected,
  SlicingOperationDeleted
)
export type SlicingOperationEvent = typeof SlicingOperationEvent.Type
export const SLICING_OPERATION_EVENT_TYPES = eventTypesOf(SlicingOperationEvent)

/** What a slicer records on an operation, defined once by its events: the commands carry it, the aggregate holds it, the view shows it. */
export type SlicingFigures = Omit<typeof SlicingOperationRevised.Type, "_tag" | "operationId">
type Figures = SlicingFigures

export interface RecordSlicingOperation {
  readonly _tag: "RecordSlicingOperation"
  readonly operationId: string
  readonly serialNumber: string
  readonly lotNumber: string
  readonly sleeperNumber: number
  readonly figures: Figures
}
export interface ReviseSlicingOperation {
  readonly _tag: "ReviseSlicingOperation"
  readonly operationId: string
  readonly lotNumber: string
  readonly sleeperNumber: number
  readonly figures: Figures
}
export interface EndSlicingOperation {
  readonly _tag: "EndSlicingOperation"
  readonly operationId: string
}
export interface RequireSlicingApproval {
  readonly _tag: "RequireSlicingApproval"
  readonly operationId: string
  readonly requestId: string
  readonly wastePercentage: number
  readonly limit: number
}
export interface DecideSlicingApproval {
  readonly _tag: "DecideSlicingApproval"
  readonly operationId: string
  readonly requestId: string | null
  readonly decision: "approved" | "rejected"
}
export interface DeleteSlicingOperation {
  readonly _tag: "DeleteSlicingOperation"
  readonly operationId: string
}
export type SlicingOperationCommand =
  RecordSlicingOperation | ReviseSlicingOperation | EndSlicingOperation | RequireSlicingApproval | DecideSlicingApproval | DeleteSlicingOperation
