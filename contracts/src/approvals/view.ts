import type { ApprovalRequestDto, ApprovalRuleDto } from "./dto"
import type { ApprovalRequested, ApprovalRuleCreated, ApprovalSubject } from "./events"
import type { ApprovalStatus } from "./rules"

/** An approval request's fields, defined once by the event that raised it. */
export type ApprovalRequestFields = Omit<ApprovalRequested, "_tag">

/**
 * What the Approvals screen shows of a request's subject (spec section 3: `operation_id` and the
 * operation's serial number, waste and wood type). A LOT's receipt shows its LOT id and number there,
 * as it always did; the wire's names stay the spec's, the subject says what it is.
 */
export interface ShownSubject {
  readonly id: string | null
  readonly number: string | null
  readonly wastePercentage: number | null
  readonly woodTypeName: string | null
}

export const shownSubject = (subject: ApprovalSubject): ShownSubject =>
  subject._tag === "LotReceipt"
    ? { id: subject.lotId, number: subject.lotNumber, wastePercentage: null, woodTypeName: null }
    : { id: subject.operationId, number: subject.serialNumber, wastePercentage: subject.wastePercentage, woodTypeName: subject.woodTypeName }

/** A request as its answer shows it: what was asked, its subject as shown, where it stands, and the decider's notes. */
export interface ApprovalRequestView {
  readonly request: Omit<ApprovalRequestFields, "subject"> & { readonly shown: ShownSubject }
  readonly status: ApprovalStatus
  readonly notes: string | null
}

/** The view of a request from its aggregate's fields. */
export const approvalRequestViewOf = ({ subject, ...request }: ApprovalRequestFields, status: ApprovalStatus, notes: string | null): ApprovalRequestView => ({
  request: { ...request, shown: shownSubject(subject) },
  status,
  notes
})

/** When and by whom a request was raised and decided (null: not decided yet), from its events' metadata. */
export interface ApprovalRequestTimes {
  readonly createdAt: string
  readonly decided: { readonly at: string; readonly by: string | null } | null
}

/**
 * The one answer for an approval request: a decision answers with it from the aggregate's state,
 * the Approvals list from its row. A subject none of whose shown fields but its id is known shows as none.
 */
export const toApprovalRequest = ({ request, status, notes }: ApprovalRequestView, times: ApprovalRequestTimes): ApprovalRequestDto => {
  const { shown } = request
  return {
    id: request.requestId,
    type: request.type,
    status,
    created_at: times.createdAt,
    operation_id: shown.id,
    operation:
      shown.number === null && shown.wastePercentage === null && shown.woodTypeName === null
        ? null
        : {
            serial_number: shown.number,
            waste_percentage: shown.wastePercentage,
            wood_type: shown.woodTypeName === null ? null : { name: shown.woodTypeName }
          },
    requestor: { email: request.requestorEmail },
    notes,
    approver_id: request.approverId,
    decided_at: times.decided?.at ?? null,
    decided_by: times.decided?.by ?? null
  }
}

/** An approval rule's fields, defined once by the event that created it, and whether it is active now. */
export type ApprovalRuleFields = Omit<typeof ApprovalRuleCreated.Type, "_tag"> & { readonly isActive: boolean }

/**
 * The one answer for an approval rule: a write answers with it from the aggregate's state, the
 * rules list from its row. `approver` is the approver's e-mail and role now (active or not), null when unknown.
 */
export const toApprovalRule = (rule: ApprovalRuleFields, approver: ApprovalRuleDto["approver"], createdAt: string): ApprovalRuleDto => ({
  id: rule.ruleId,
  module: rule.module,
  condition_type: rule.conditionType,
  condition_value: rule.conditionValue,
  approver_id: rule.approverId,
  approver,
  is_active: rule.isActive,
  created_at: createdAt
})
