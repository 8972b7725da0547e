import { Schema } from "effect"
import { isIsoDate, optionalText } from "../shared/fields"
import { SlicingMessages } from "./messages"

const positive = (label: string) =>
  Schema.Number.annotations({ message: () => `${label} must be a number` }).pipe(Schema.filter((n) => Number.isFinite(n) && n >= 0, { message: () => `${label} must be 0 or more` }))

/** A sleeper line: width and height in cm, length in m (factory spec section 3). */
export const SleeperSize = Schema.Struct({
  id: Schema.optional(Schema.String),
  sequence: Schema.Number.pipe(Schema.int({ message: () => "Sequence must be a whole number" })),
  width: positive("Width"),
  height: positive("Height"),
  length: positive("Length"),
  quantity: Schema.Number.pipe(Schema.filter((n) => Number.isInteger(n) && n >= 1, { message: () => "Quantity must be a whole number of at least 1" }))
})
export type SleeperSize = typeof SleeperSize.Type

export const PlankSize = Schema.Struct({ ...SleeperSize.fields, parentSequence: Schema.optional(Schema.NullOr(Schema.Number)) })
export type PlankSize = typeof PlankSize.Type

export const SlicingStatus = Schema.Literal("draft", "in_progress", "completed")
export type SlicingStatus = typeof SlicingStatus.Type
export const ApprovalState = Schema.Literal("not_required", "pending", "approved", "rejected")
export type ApprovalState = typeof ApprovalState.Type

const startTime = Schema.optional(
  Schema.NullOr(Schema.String.pipe(Schema.filter((s) => isIsoDate(s), { message: () => "Start time must be a date and time" })))
)

/** POST /factory/operations: the full operation body. */
export const SlicingOperationPayload = Schema.Struct({
  serial_number: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(40)))),
  wood_type_id: Schema.propertySignature(Schema.String.pipe(Schema.minLength(1, { message: () => SlicingMessages.woodTypeRequired }))).annotations({
    missingMessage: () => SlicingMessages.woodTypeRequired
  }),
  lot_number: Schema.propertySignature(
    Schema.String.pipe(
      Schema.filter((s) => s.trim().length > 0, { message: () => SlicingMessages.lotRequired }),
      Schema.maxLength(60)
    )
  ).annotations({ missingMessage: () => SlicingMessages.lotRequired }),
  sleeper_number: Schema.Number.pipe(Schema.filter((n) => Number.isInteger(n) && n >= 1, { message: () => "Sleeper number must be a whole number of at least 1" })),
  start_time: startTime,
  sleeper_sizes: Schema.Array(SleeperSize).pipe(Schema.maxItems(500)),
  plank_sizes: Schema.Array(PlankSize).pipe(Schema.maxItems(2000)),
  status: Schema.optional(SlicingStatus),
  notes: optionalText("Notes"),
  auto_check_completion: Schema.optional(Schema.Boolean)
})
export type SlicingOperationPayload = typeof SlicingOperationPayload.Type

/** PATCH /factory/operations/{id}: the same body, or only a status (completed to end it, approved by an approver). */
export const PatchSlicingOperationPayload = Schema.Union(
  // the full body first: a full body that also says completed must revise, then end
  SlicingOperationPayload,
  Schema.Struct({ status: Schema.Literal("completed", "approved"), updated_at: Schema.optional(Schema.String) })
)

export const SlicingOperation = Schema.Struct({
  id: Schema.String,
  serial_number: Schema.String,
  wood_type_id: Schema.String,
  wood_type: Schema.NullOr(Schema.Struct({ id: Schema.String, name: Schema.String })),
  lot_number: Schema.String,
  sleeper_number: Schema.Number,
  start_time: Schema.NullOr(Schema.String),
  updated_at: Schema.String,
  sleeper_sizes: Schema.Array(SleeperSize),
  plank_sizes: Schema.Array(PlankSize),
  status: SlicingStatus,
  waste_percentage: Schema.Number,
  notes: Schema.NullOr(Schema.String),
  auto_check_completion: Schema.Boolean,
  approval_status: ApprovalState
})
export type SlicingOperation = typeof SlicingOperation.Type
