import { Schema } from "effect"
import { eventTypesOf } from "../shared/stored-event"
import { ApprovalModule, ConditionType } from "./rules"

/** The operation an approval is about, kept generic so the slicer (and others) plug in unchanged. */
export const OperationReference = Schema.Struct({
  operationId: Schema.NullOr(Schema.String),
  serialNumber: Schema.NullOr(Schema.String),
  wastePercentage: Schema.NullOr(Schema.Number),
  woodTypeName: Schema.NullOr(Schema.String)
})
export type OperationReference = typeof OperationReference.Type

export const ApprovalRequested = Schema.TaggedStruct("ApprovalRequested", {
  requestId: Schema.String,
  type: Schema.String,
  ruleId: Schema.NullOr(Schema.String),
  approverId: Schema.NullOr(Schema.String),
  requestorId: Schema.NullOr(Schema.String),
  requestorEmail: Schema.String,
  operation: OperationReference
})
export const ApprovalApproved = Schema.TaggedStruct("ApprovalApproved", {
  requestId: Schema.String,
  notes: Schema.NullOr(Schema.String),
  operationId: Schema.NullOr(Schema.String)
})
export const ApprovalRejected = Schema.TaggedStruct("ApprovalRejected", { requestId: Schema.String, notes: Schema.NullOr(Schema.String) })
export const ApprovalRequestEvent = Schema.Union(ApprovalRequested, ApprovalApproved, ApprovalRejected)
export type ApprovalRequestEvent = typeof ApprovalRequestEvent.Type
export const APPROVAL_REQUEST_EVENT_TYPES = eventTypesOf(ApprovalRequestEvent)

export const ApprovalRuleCreated = Schema.TaggedStruct("ApprovalRuleCreated", {
  ruleId: Schema.String,
  module: ApprovalModule,
  conditionType: ConditionType,
  conditionValue: Schema.Number,
  approverId: Schema.String
})
export const ApprovalRuleActivated = Schema.TaggedStruct("ApprovalRuleActivated", { ruleId: Schema.String })
export const ApprovalRuleDeactivated = Schema.TaggedStruct("ApprovalRuleDeactivated", { ruleId: Schema.String })
export const ApprovalRuleDeleted = Schema.TaggedStruct("ApprovalRuleDeleted", { ruleId: Schema.String })
export const ApprovalRuleEvent = Schema.Union(ApprovalRuleCreated, ApprovalRuleActivated, ApprovalRuleDeactivated, ApprovalRuleDeleted)
export type ApprovalRuleEvent = typeof ApprovalRuleEvent.Type
export const APPROVAL_RULE_EVENT_TYPES = eventTypesOf(ApprovalRuleEvent)
