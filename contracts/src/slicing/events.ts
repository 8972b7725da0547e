import { Schema } from "effect"
import { ApprovalRequestId, SlicingOperationId, WoodTypeId } from "../shared/ids"
import { eventTypesOf } from "../shared/stored-event"
import { PlankSize, SleeperSize } from "./dto"

const OperationFigures = {
  woodTypeId: WoodTypeId,
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
  operationId: SlicingOperationId,
  serialNumber: Schema.String,
  lotNumber: Schema.String,
  sleeperNumber: Schema.Number,
  ...OperationFigures
})
export const SlicingOperationRevised = Schema.TaggedStruct("SlicingOperationRevised", { operationId: SlicingOperationId, ...OperationFigures })
export const SlicingOperationEnded = Schema.TaggedStruct("SlicingOperationEnded", { operationId: SlicingOperationId })
/** The approval-rule engine found the waste above a rule: ending waits for the approver. */
export const SlicingApprovalRequired = Schema.TaggedStruct("SlicingApprovalRequired", {
  operationId: SlicingOperationId,
  requestId: ApprovalRequestId,
  wastePercentage: Schema.Number,
  limit: Schema.Number
})
export const SlicingOperationApproved = Schema.TaggedStruct("SlicingOperationApproved", {
  operationId: SlicingOperationId,
  requestId: Schema.NullOr(ApprovalRequestId)
})
export const SlicingOperationRejected = Schema.TaggedStruct("SlicingOperationRejected", {
  operationId: SlicingOperationId,
  requestId: Schema.NullOr(ApprovalRequestId)
})
/** Its current revision goes above no rule any more: ending waits for nobody. */
export const SlicingApprovalCleared = Schema.TaggedStruct("SlicingApprovalCleared", {
  operationId: SlicingOperationId,
  requestId: Schema.NullOr(ApprovalRequestId)
})
export const SlicingOperationDeleted = Schema.TaggedStruct("SlicingOperationDeleted", {
  operationId: SlicingOperationId,
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
  SlicingApprovalCleared,
  SlicingOperationDeleted
)
export type SlicingOperationEvent = typeof SlicingOperationEvent.Type
export const SLICING_OPERATION_EVENT_TYPES = eventTypesOf(SlicingOperationEvent)

/** What a slicer records on an operation, defined once by its events: the commands carry it, the aggregate holds it, the view shows it. */
export type SlicingFigures = Omit<typeof SlicingOperationRevised.Type, "_tag" | "operationId">
type Figures = SlicingFigures

export interface RecordSlicingOperation {
  readonly _tag: "RecordSlicingOperation"
  readonly operationId: SlicingOperationId
  readonly serialNumber: string
  readonly lotNumber: string
  readonly sleeperNumber: number
  readonly figures: Figures
}
export interface ReviseSlicingOperation {
  readonly _tag: "ReviseSlicingOperation"
  readonly operationId: SlicingOperationId
  readonly lotNumber: string
  readonly sleeperNumber: number
  readonly figures: Figures
}
export interface EndSlicingOperation {
  readonly _tag: "EndSlicingOperation"
  readonly operationId: SlicingOperationId
}
export interface RequireSlicingApproval {
  readonly _tag: "RequireSlicingApproval"
  readonly operationId: SlicingOperationId
  readonly requestId: ApprovalRequestId
  readonly wastePercentage: number
  readonly limit: number
}
export interface DecideSlicingApproval {
  readonly _tag: "DecideSlicingApproval"
  readonly operationId: SlicingOperationId
  readonly requestId: ApprovalRequestId | null
  readonly decision: "approved" | "rejected"
}
export interface ClearSlicingApproval {
  readonly _tag: "ClearSlicingApproval"
  readonly operationId: SlicingOperationId
}
export interface DeleteSlicingOperation {
  readonly _tag: "DeleteSlicingOperation"
  readonly operationId: SlicingOperationId
}
export type SlicingOperationCommand =
  | RecordSlicingOperation
  | ReviseSlicingOperation
  | EndSlicingOperation
  | RequireSlicingApproval
  | DecideSlicingApproval
  | ClearSlicingApproval
  | DeleteSlicingOperation
