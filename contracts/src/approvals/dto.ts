import { Schema } from "effect"
import { Bounds } from "../shared/bounds"
import { boundedNumber, flag, nonBlankText, oneOf, optionalText } from "../shared/fields"
import { ValidationMessages } from "../shared/validation-messages"
import { ApprovalModule, ApprovalMessages, ApprovalStatus, ConditionType } from "./rules"

/** An approval request as the Approvals screen lists it (spec section 3). */
export const ApprovalRequestDto = Schema.Struct({
  id: Schema.String,
  type: Schema.String,
  status: ApprovalStatus,
  created_at: Schema.String,
  operation_id: Schema.NullOr(Schema.String),
  operation: Schema.NullOr(
    Schema.Struct({
      serial_number: Schema.NullOr(Schema.String),
      waste_percentage: Schema.NullOr(Schema.Number),
      wood_type: Schema.NullOr(Schema.Struct({ name: Schema.String }))
    })
  ),
  requestor: Schema.Struct({ email: Schema.String }),
  notes: Schema.NullOr(Schema.String),
  approver_id: Schema.NullOr(Schema.String),
  decided_at: Schema.NullOr(Schema.String),
  decided_by: Schema.NullOr(Schema.String)
})
export type ApprovalRequestDto = typeof ApprovalRequestDto.Type

export const DecideApprovalPayload = Schema.Struct({
  status: Schema.propertySignature(oneOf("Status", "approved", "rejected")).annotations({ missingMessage: () => ValidationMessages.required("Status") }),
  notes: optionalText("Notes")
})

export const ApprovalRuleDto = Schema.Struct({
  id: Schema.String,
  module: ApprovalModule,
  condition_type: ConditionType,
  condition_value: Schema.Number,
  approver_id: Schema.String,
  approver: Schema.NullOr(Schema.Struct({ email: Schema.String, role: Schema.String })),
  is_active: Schema.Boolean,
  created_at: Schema.String
})
export type ApprovalRuleDto = typeof ApprovalRuleDto.Type

const required = <S extends Schema.Schema.Any>(schema: S) =>
  Schema.propertySignature(schema).annotations({ missingMessage: () => ApprovalMessages.requiredFields })

export const CreateApprovalRulePayload = Schema.Struct({
  module: required(ApprovalModule.annotations({ message: () => ApprovalMessages.requiredFields })),
  condition_type: required(ConditionType.annotations({ message: () => ApprovalMessages.requiredFields })),
  condition_value: required(boundedNumber("Condition value", Bounds.ruleThreshold)),
  approver_id: required(nonBlankText("Approver", ApprovalMessages.requiredFields, Bounds.text.id)),
  is_active: Schema.optional(flag("Active"))
})
export type CreateApprovalRulePayload = typeof CreateApprovalRulePayload.Type

export const PatchApprovalRulePayload = Schema.Struct({
  is_active: Schema.propertySignature(flag("Active")).annotations({ missingMessage: () => ValidationMessages.notBoolean("Active") })
})

export const PendingCount = Schema.Struct({ count: Schema.Number })

/** The approver choices (spec section 3, "Profile listing"). */
/** A user as a chooser lists them: approvers for rules, recipients of transfers and direct messages (spec section 3 "User as recipient"). */
export const UserProfile = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  full_name: Schema.String,
  role: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  user_metadata: Schema.Struct({ full_name: Schema.String })
})
export type UserProfile = typeof UserProfile.Type
