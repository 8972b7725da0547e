import { Schema } from "effect"
import { ApprovalRequestId, ApprovalRuleId, LotId, SlicingOperationId } from "../shared/ids"
import { eventTypesOf } from "../shared/stored-event"
import { ApprovalModule, ConditionType } from "./rules"

/**
 * What an approval request is about (issue 23): an operation the approval-rule engine asked
 * about (a slicing operation, or a saved calculation, which has no operation id), or a LOT's
 * receipt waiting for an admin (the `receipt-approvals` process). The Approvals screen shows
 * either as an id and a number (`shownSubject`, approvals/view.ts).
 */
export const OperationSubject = Schema.TaggedStruct("Operation", {
  operationId: Schema.NullOr(SlicingOperationId),
  serialNumber: Schema.NullOr(Schema.String),
  wastePercentage: Schema.NullOr(Schema.Number),
  woodTypeName: Schema.NullOr(Schema.String)
})
export type OperationSubject = typeof OperationSubject.Type
export const LotReceiptSubject = Schema.TaggedStruct("LotReceipt", { lotId: LotId, lotNumber: Schema.String })
export type LotReceiptSubject = typeof LotReceiptSubject.Type
export const ApprovalSubject = Schema.Union(OperationSubject, LotReceiptSubject)
export type ApprovalSubject = typeof ApprovalSubject.Type

/** The approval type a LOT's receipt submission raises (the Approvals screen's Type column). */
export const RECEIPT_APPROVAL_TYPE = "WoodReceipt"

const requestFields = {
  requestId: ApprovalRequestId,
  type: Schema.String,
  ruleId: Schema.NullOr(Schema.String),
  approverId: Schema.NullOr(Schema.String),
  requestorId: Schema.NullOr(Schema.String),
  requestorEmail: Schema.String
}

/** An approval request was raised: who asks whom, about what. */
export const ApprovalRequested = Schema.TaggedStruct("ApprovalRequested", { ...requestFields, subject: ApprovalSubject })
export type ApprovalRequested = typeof ApprovalRequested.Type

/**
 * `ApprovalRequested` as stored before it named its subject (issue 23): every request carried an
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
const subjectOfEarlier = (type: string, operation: typeof EarlierOperationReference.Type): ApprovalSubject =>
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
export const ApprovalRequestEvent = Schema.Union(StoredApprovalRequested, ApprovalApproved, ApprovalRejected)
export type ApprovalRequestEvent = typeof ApprovalRequestEvent.Type
export const APPROVAL_REQUEST_EVENT_TYPES = eventTypesOf(ApprovalRequestEvent)

export const ApprovalRuleCreated = Schema.TaggedStruct("ApprovalRuleCreated", {
  ruleId: ApprovalRuleId,
  module: ApprovalModule,
  conditionType: ConditionType,
  conditionValue: Schema.Number,
  approverId: Schema.String
})
export const ApprovalRuleActivated = Schema.TaggedStruct("ApprovalRuleActivated", { ruleId: ApprovalRuleId })
export const ApprovalRuleDeactivated = Schema.TaggedStruct("ApprovalRuleDeactivated", { ruleId: ApprovalRuleId })
export const ApprovalRuleDeleted = Schema.TaggedStruct("ApprovalRuleDeleted", { ruleId: ApprovalRuleId })
export const ApprovalRuleEvent = Schema.Union(ApprovalRuleCreated, ApprovalRuleActivated, ApprovalRuleDeactivated, ApprovalRuleDeleted)
export type ApprovalRuleEvent = typeof ApprovalRuleEvent.Type
export const APPROVAL_RULE_EVENT_TYPES = eventTypesOf(ApprovalRuleEvent)
