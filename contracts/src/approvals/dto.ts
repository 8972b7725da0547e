import { RecordVersion, SeenVersionField } from "../shared/record-version"
import { Schema } from "effect"
import { money } from "../shared/money"
import { Bounds } from "../shared/bounds"
import { Page, pageParams } from "../shared/page"
import { boundedNumber, flag, nonBlankText, oneOf, optionalText } from "../shared/fields"
import { ValidationMessages } from "../shared/validation-messages"
import { ApprovalModule, ApprovalMessages, ApprovalStatus, ConditionType } from "./rules"

/** A rule's threshold and what was measured against it are money only for a cost rule (TZS); else %, m³ or pieces. */
const costRule = (record: Readonly<Record<string, unknown>>) => record.condition_type === "cost_above"

/**
 * What an approver decides on, per kind of request (the spec's approval detail):
 * a slicing operation's sleeper and planks, a calculation's plank and prices (TZS, excluding VAT;
 * plank in inches and feet), a receipt's measured sleepers, volume, receiving warehouse and submitter.
 */
export const ApprovalDetailsDto = Schema.Union(
  Schema.Struct({
    kind: Schema.Literal("slicing"),
    lot_number: Schema.String,
    sleeper_number: Schema.Number,
    planks: Schema.Number,
    sleeper_volume_m3: Schema.Number,
    plank_volume_m3: Schema.Number,
    waste_percentage: Schema.NullOr(Schema.Number)
  }),
  Schema.Struct({
    kind: Schema.Literal("calculation"),
    thickness: Schema.Number,
    width: Schema.Number,
    length: Schema.Number,
    price_per_plank: money("approvals", Schema.Number),
    tax_percentage: Schema.Number,
    planks_per_m3: Schema.Number,
    price_per_m3: money("approvals", Schema.Number)
  }),
  Schema.Struct({
    kind: Schema.Literal("receipt"),
    lot_number: Schema.String,
    wood_type: Schema.NullOr(Schema.String),
    sleeper_count: Schema.Number,
    volume_m3: Schema.Number,
    warehouse: Schema.NullOr(Schema.String),
    submitted_by: Schema.String
  })
)
export type ApprovalDetailsDto = typeof ApprovalDetailsDto.Type

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
  /** `id`: who raised it (null when not known), so the screen can tell its own requests */
  requestor: Schema.Struct({ email: Schema.String, id: Schema.NullOr(Schema.String) }),
  notes: Schema.NullOr(Schema.String),
  approver_id: Schema.NullOr(Schema.String),
  decided_at: Schema.NullOr(Schema.String),
  decided_by: Schema.NullOr(Schema.String),
  /** what the approver decides on, per kind (null: a request stored before it was carried) */
  details: Schema.NullOr(ApprovalDetailsDto),
  /** the rule's condition the subject went above and the value measured (null: a receipt's request, or one stored before) */
  trigger: Schema.NullOr(
    Schema.Struct({
      condition_type: ConditionType,
      condition_value: money("approvals", Schema.Number, costRule),
      measured: money("approvals", Schema.Number, costRule)
    })
  )
})
export type ApprovalRequestDto = typeof ApprovalRequestDto.Type

/** What the approval request list sorts by (GET /management/approvals `sort`); newest first when none is named. */
export const APPROVAL_SORTS = ["createdAt", "status", "type", "decidedAt"] as const
export type ApprovalSort = (typeof APPROVAL_SORTS)[number]

/**
 * GET /management/approvals: a page of approval requests, filtered by status (the screen's tabs),
 * kind and approver, searched (`q`) in the requester's e-mail, the serial number, wood type and notes.
 */
export const ApprovalListParams = Schema.Struct({
  ...pageParams(APPROVAL_SORTS),
  status: Schema.optional(ApprovalStatus),
  type: Schema.optional(Schema.String.pipe(Schema.maxLength(Bounds.text.id))),
  approverId: Schema.optional(Schema.String.pipe(Schema.maxLength(Bounds.text.id)))
})
export type ApprovalListParams = typeof ApprovalListParams.Type

export const ApprovalRequestPage = Page(ApprovalRequestDto)
export type ApprovalRequestPage = typeof ApprovalRequestPage.Type

export const DecideApprovalPayload = Schema.Struct({
  status: Schema.propertySignature(oneOf("Status", "approved", "rejected")).annotations({ missingMessage: () => ValidationMessages.required("Status") }),
  notes: optionalText("Notes")
})

export const ApprovalRuleDto = Schema.Struct({
  id: Schema.String,
  module: ApprovalModule,
  condition_type: ConditionType,
  condition_value: money("approvals", Schema.Number, costRule),
  approver_id: Schema.String,
  approver: Schema.NullOr(Schema.Struct({ email: Schema.String, role: Schema.String })),
  is_active: Schema.Boolean,
  created_at: Schema.String,
  version: RecordVersion
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
  is_active: Schema.propertySignature(flag("Active")).annotations({ missingMessage: () => ValidationMessages.notBoolean("Active") }),
  ...SeenVersionField
})

export const PendingCount = Schema.Struct({ count: Schema.Number })

/**
 * A user as the people who manage users see them in a chooser: approvers for rules (spec section 3,
 * "Profile listing": id, email, full_name, role), assignees and recipients.
 */
export const UserProfile = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  full_name: Schema.String,
  role: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  user_metadata: Schema.Struct({ full_name: Schema.String }),
  /** Whether they may decide approval requests (domain's `mayDecideApprovals`): who the rule's approver picker offers. */
  may_approve: Schema.Boolean
})
export type UserProfile = typeof UserProfile.Type

/**
 * A user as everyone else's recipient picker needs them (administration spec section 3, "User as
 * message recipient"): the id and the name the label shows. The e-mail only of a user with no name,
 * since the label falls back to it; no role, no lock state: a picker is not a directory of accounts.
 */
export const UserRecipient = Schema.Struct({
  id: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  user_metadata: Schema.Struct({ full_name: Schema.String }),
  email: Schema.optional(Schema.String)
})
export type UserRecipient = typeof UserRecipient.Type

/** GET /api/users/profiles: the whole profiles for who manages users, the recipients for everyone else. */
export const UserProfiles = Schema.Union(Schema.Array(UserProfile), Schema.Array(UserRecipient))
export type UserProfiles = typeof UserProfiles.Type
