import { RecordVersion } from "../shared/record-version"
import { Schema } from "effect"
import { Bounds } from "../shared/bounds"
import { Page, pageParams } from "../shared/page"
import { boundedList, boundedText, dateField, flag, oneOf, optionalNumber, optionalText, requiredNumber, requiredText } from "../shared/fields"
import { ValidationMessages } from "../shared/validation-messages"
import { SlicingMessages } from "./messages"

/** A sleeper line: width and height in cm, length in m (factory spec section 3). */
export const SleeperSize = Schema.Struct({
  id: Schema.optional(boundedText("Line id", Bounds.text.id)),
  sequence: requiredNumber("Sequence", Bounds.lineSequence),
  width: requiredNumber("Width", Bounds.lineCrossSectionCm),
  height: requiredNumber("Height", Bounds.lineCrossSectionCm),
  length: requiredNumber("Length", Bounds.lineLengthM),
  quantity: requiredNumber("Quantity", Bounds.lineQuantity)
})
export type SleeperSize = typeof SleeperSize.Type

export const PlankSize = Schema.Struct({ ...SleeperSize.fields, parentSequence: optionalNumber("Parent sequence", Bounds.lineSequence) })
export type PlankSize = typeof PlankSize.Type

export const SlicingStatus = Schema.Literal("draft", "in_progress", "completed")
export type SlicingStatus = typeof SlicingStatus.Type
export const ApprovalState = Schema.Literal("not_required", "pending", "approved", "rejected")
export type ApprovalState = typeof ApprovalState.Type

/** POST /factory/operations: the full operation body. */
export const SlicingOperationPayload = Schema.Struct({
  serial_number: Schema.optional(Schema.NullOr(boundedText("Serial number", Bounds.text.serialNumber))),
  wood_type_id: requiredText("Wood type", SlicingMessages.woodTypeRequired, Bounds.text.id),
  lot_number: requiredText("LOT number", SlicingMessages.lotRequired, Bounds.text.lotNumber),
  sleeper_number: requiredNumber("Sleeper number", Bounds.sleeperNumber),
  start_time: Schema.optional(Schema.NullOr(dateField("Start time"))),
  sleeper_sizes: Schema.propertySignature(boundedList("Sleeper sizes", SleeperSize, Bounds.list.sleeperLines)).annotations({
    missingMessage: () => ValidationMessages.required("Sleeper sizes")
  }),
  plank_sizes: Schema.propertySignature(boundedList("Plank sizes", PlankSize, Bounds.list.plankLines)).annotations({
    missingMessage: () => SlicingMessages.planksRequired
  }),
  status: Schema.optional(oneOf("Status", ...SlicingStatus.literals)),
  notes: optionalText("Notes"),
  auto_check_completion: Schema.optional(flag("Auto check completion"))
})
export type SlicingOperationPayload = typeof SlicingOperationPayload.Type

/** PATCH /factory/operations/{id}: the same body, or only a status (completed to end it, approved by an approver). */
export const PatchSlicingOperationPayload = Schema.Union(
  // the full body first: a full body that also says completed must revise, then end
  SlicingOperationPayload,
  Schema.Struct({ status: oneOf("Status", "completed", "approved"), updated_at: Schema.optional(boundedText("Updated at", Bounds.text.id)) })
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
  approval_status: ApprovalState,
  version: RecordVersion
})
export type SlicingOperation = typeof SlicingOperation.Type

/** What the operation list sorts by (GET /factory/operations `sort`); newest first when none is named. */
export const SLICING_SORTS = ["createdAt", "serialNumber", "lotNumber", "sleeperNumber", "status"] as const
export type SlicingSort = (typeof SLICING_SORTS)[number]

/**
 * GET /factory/operations: a page of operations, one LOT's (`lot_number`) or every LOT's, filtered
 * by status and searched (`q`) in the serial number, LOT number, wood type and notes. `_` is the
 * slicer's cache-buster.
 */
export const SlicingListParams = Schema.Struct({
  ...pageParams(SLICING_SORTS),
  lot_number: Schema.optional(Schema.String.pipe(Schema.maxLength(Bounds.text.id))),
  status: Schema.optional(SlicingStatus),
  _: Schema.optional(Schema.String)
})
export type SlicingListParams = typeof SlicingListParams.Type

export const SlicingOperationPage = Page(SlicingOperation)
export type SlicingOperationPage = typeof SlicingOperationPage.Type

/**
 * GET /factory/lot-recovery?lot_number=: a LOT's volume account, m³. Received is
 * what its receipt counted, sliced sleepers as the receipt measured them, planks as the slicer
 * cut them; waste = sliced - planks; recovery factor = plank m³ / sliced sleeper m³ (null before
 * anything is sliced). Only ended operations count.
 */
export const LotRecovery = Schema.Struct({
  lot_number: Schema.String,
  counted_sleepers: Schema.Number,
  sliced_sleepers: Schema.Number,
  received_m3: Schema.Number,
  unsliced_m3: Schema.Number,
  sliced_sleeper_m3: Schema.Number,
  plank_m3: Schema.Number,
  waste_m3: Schema.Number,
  recovery_factor: Schema.NullOr(Schema.Number)
})
export type LotRecovery = typeof LotRecovery.Type
