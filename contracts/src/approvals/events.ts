import { Schema, Struct } from "effect"
import { CalculationSaved } from "../calculations/events"
import { ApprovalRequestId, ApprovalRuleId, LotId, SlicingOperationId, UserId } from "../shared/ids"
import { moneyInEvent } from "../shared/money"
import { eventTypesOf } from "../shared/stored-event"
import { ApprovalModule, ConditionType } from "./rules"

/**
 * What an approval request is about: a slicing operation the approval-rule engine asked
 * about, a saved calculation, or a LOT's receipt waiting for an admin (the `receipt-approvals`
 * process). What the approver decides on travels with the request, so the
 * Approvals screen shows it without a join: requests stored before carry less (the optional parts
 * are absent, and a calculation's request was an `Operation` without an operation id).
 */
/** The sleeper a slicing operation cut and what it cut from it (m³). */
export const SlicedSleeper = Schema.Struct({
  lotNumber: Schema.String,
  sleeperNumber: Schema.Number,
  plankCount: Schema.Number,
  sleeperVolumeM3: Schema.Number,
  plankVolumeM3: Schema.Number
})
export type SlicedSleeper = typeof SlicedSleeper.Type
export const OperationSubject = Schema.TaggedStruct("Operation", {
  operationId: Schema.NullOr(SlicingOperationId),
  serialNumber: Schema.NullOr(Schema.String),
  wastePercentage: Schema.NullOr(Schema.Number),
  woodTypeName: Schema.NullOr(Schema.String),
  sleeper: Schema.optional(SlicedSleeper)
})
export type OperationSubject = typeof OperationSubject.Type
/** A saved calculation as the calculator recorded it: plank in inches and feet, prices in TZS excluding VAT. */
export const CalculationSubject = Schema.TaggedStruct("Calculation", {
  ...Struct.pick(
    CalculationSaved.fields,
    "calculationId",
    "woodTypeName",
    "thickness",
    "width",
    "length",
    "pricePerPlank",
    "taxPercentage",
    "planksPerM3",
    "pricePerM3"
  ),
  // the approver's money: shown with amount on approvals, whoever typed them in the calculator
  pricePerPlank: moneyInEvent("approvals", Schema.Number),
  pricePerM3: moneyInEvent("approvals", Schema.Number),
  serialNumber: Schema.String
})
export type CalculationSubject = typeof CalculationSubject.Type
/** A LOT's submitted receipt: what was measured, where it goes, who submitted it. */
export const SubmittedReceipt = Schema.Struct({
  woodTypeName: Schema.NullOr(Schema.String),
  sleeperCount: Schema.Number,
  volumeM3: Schema.Number,
  warehouseName: Schema.NullOr(Schema.String),
  submittedBy: Schema.String
})
export type SubmittedReceipt = typeof SubmittedReceipt.Type
export const LotReceiptSubject = Schema.TaggedStruct("LotReceipt", { lotId: LotId, lotNumber: Schema.String, receipt: Schema.optional(SubmittedReceipt) })
export type LotReceiptSubject = typeof LotReceiptSubject.Type
export const ApprovalSubject = Schema.Union(OperationSubject, CalculationSubject, LotReceiptSubject)
export type ApprovalSubject = typeof ApprovalSubject.Type

/** A rule's threshold and what it measured are money only when the rule is on cost. */
const isCostRule = (record: Readonly<Record<string, unknown>>) => record.conditionType === "cost_above"

/** The rule's condition a request's subject went above, and the value it measured. */
export const RuleTrigger = Schema.Struct({
  conditionType: ConditionType,
  conditionValue: moneyInEvent("approvals", Schema.Number, isCostRule),
  measured: moneyInEvent("approvals", Schema.Number, isCostRule)
})
export type RuleTrigger = typeof RuleTrigger.Type

/** The approval type a LOT's receipt submission raises (the Approvals screen's Type column). */
export const RECEIPT_APPROVAL_TYPE = "WoodReceipt"

const requestFields = {
  requestId: ApprovalRequestId,
  type: Schema.String,
  ruleId: Schema.NullOr(Schema.String),
  approverId: Schema.NullOr(UserId),
  requestorId: Schema.NullOr(UserId),
  requestorEmail: Schema.String,
  /** what the rule engine measured above which rule (absent: a receipt's request, or one stored before) */
  trigger: Schema.optional(RuleTrigger)
}

/** An approval request was raised: who asks whom, about what. */
export const ApprovalRequested = Schema.TaggedStruct("ApprovalRequested", { ...requestFields, subject: ApprovalSubject })
export type ApprovalRequested = typeof ApprovalRequested.Type

/**
 * `ApprovalRequested` as stored before it named its subject: every request carried an
 * `operation` reference, and a receipt's request (type "WoodReceipt") kept the LOT's id in its
 * `operationId` and the LOT number in its `serialNumber`. Read as the subject it was about; the
 * log is never rewritten.
 */
const EarlierOperationReference = Schema.Struct({
  operationId: Schema.NullOr(Schema.String),
  serialNumber: Schema.NullOr(Schema.String),
  wastePercentage: Schema.NullOr(Schema.Number),
  woodTypeName: Schema.NullOr(Schema.String)
})
/** The subject a request in its earlier shape was about (also how a read-model row written before subjects reads). */
export const subjectOfEarlier = (type: string, operation: typeof EarlierOperationReference.Type): ApprovalSubject =>
  type === RECEIPT_APPROVAL_TYPE && operation.operationId !== null
    ? { _tag: "LotReceipt", lotId: LotId.make(operation.operationId), lotNumber: operation.serialNumber ?? "" }
    : { _tag: "Operation", ...operation, operationId: operation.operationId === null ? null : SlicingOperationId.make(operation.operationId) }
const ApprovalRequestedEarlier = Schema.transform(
  Schema.TaggedStruct("ApprovalRequested", { ...requestFields, operation: EarlierOperationReference }),
  Schema.typeSchema(ApprovalRequested),
  {
    strict: true,
    decode: ({ operation, ...request }) => ({ ...request, subject: subjectOfEarlier(request.type, operation) }),
    encode: ({ subject, ...request }) => ({
      ...request,
      operation:
        subject._tag === "LotReceipt"
          ? { operationId: subject.lotId, serialNumber: subject.lotNumber, wastePercentage: null, woodTypeName: null }
          : subject._tag === "Calculation"
            ? { operationId: null, serialNumber: subject.serialNumber, wastePercentage: null, woodTypeName: subject.woodTypeName }
            : {
                operationId: subject.operationId,
                serialNumber: subject.serialNumber,
                wastePercentage: subject.wastePercentage,
                woodTypeName: subject.woodTypeName
              }
    })
  }
)
/** How every `ApprovalRequested` in the log is read: as written now, or in its earlier shape. */
export const StoredApprovalRequested = Schema.Union(ApprovalRequested, ApprovalRequestedEarlier)

/** The approver approved; the request's subject says what (older events also carry an `operationId`, no longer read). */
export const ApprovalApproved = Schema.TaggedStruct("ApprovalApproved", {
  requestId: ApprovalRequestId,
  notes: Schema.NullOr(Schema.String)
})
export const ApprovalRejected = Schema.TaggedStruct("ApprovalRejected", { requestId: ApprovalRequestId, notes: Schema.NullOr(Schema.String) })
/**
 * The operation a pending request is about was revised and still goes above the rule (
 * item 3): the request now shows its current revision, so the approver decides on what will end.
 */
export const ApprovalRequestRevised = Schema.TaggedStruct("ApprovalRequestRevised", {
  requestId: ApprovalRequestId,
  subject: ApprovalSubject,
  trigger: Schema.optional(RuleTrigger)
})
/** A pending request no longer needed: its operation was revised under the rule's limit. Nobody decides it any more. */
export const ApprovalWithdrawn = Schema.TaggedStruct("ApprovalWithdrawn", { requestId: ApprovalRequestId, reason: Schema.String })
export const ApprovalRequestEvent = Schema.Union(StoredApprovalRequested, ApprovalApproved, ApprovalRejected, ApprovalRequestRevised, ApprovalWithdrawn)
export type ApprovalRequestEvent = typeof ApprovalRequestEvent.Type
export const APPROVAL_REQUEST_EVENT_TYPES = eventTypesOf(ApprovalRequestEvent)

export const ApprovalRuleCreated = Schema.TaggedStruct("ApprovalRuleCreated", {
  ruleId: ApprovalRuleId,
  module: ApprovalModule,
  conditionType: ConditionType,
  conditionValue: moneyInEvent("approvals", Schema.Number, isCostRule),
  approverId: UserId
})
export const ApprovalRuleActivated = Schema.TaggedStruct("ApprovalRuleActivated", { ruleId: ApprovalRuleId })
export const ApprovalRuleDeactivated = Schema.TaggedStruct("ApprovalRuleDeactivated", { ruleId: ApprovalRuleId })
export const ApprovalRuleDeleted = Schema.TaggedStruct("ApprovalRuleDeleted", { ruleId: ApprovalRuleId })
export const ApprovalRuleEvent = Schema.Union(ApprovalRuleCreated, ApprovalRuleActivated, ApprovalRuleDeactivated, ApprovalRuleDeleted)
export type ApprovalRuleEvent = typeof ApprovalRuleEvent.Type
export const APPROVAL_RULE_EVENT_TYPES = eventTypesOf(ApprovalRuleEvent)
