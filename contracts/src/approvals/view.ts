import type { ApprovalRequestDto, ApprovalRuleDto } from "./dto"
import type { ApprovalRequested, ApprovalRuleCreated } from "./events"
import type { ApprovalStatus } from "./rules"

/** An approval request's fields, defined once by the event that raised it. */
export type ApprovalRequestFields = Omit<typeof ApprovalRequested.Type, "_tag">

/** A request as its aggregate holds it: what was asked, where it stands, and the decider's notes. */
export interface ApprovalRequestView {
  readonly request: ApprovalRequestFields
  readonly status: ApprovalStatus
  readonly notes: string | null
}

/** When and by whom a request was raised and decided (null: not decided yet), from its events' metadata. */
export interface ApprovalRequestTimes {
  readonly createdAt: string
  readonly decided: { readonly at: string; readonly by: string | null } | null
}

/**
 * The one answer for an approval request: a decision answers with it from the aggregate's state,
 * the Approvals list from its row. An operation none of whose fields is known shows as none.
 */
export const toApprovalRequest = ({ request, status, notes }: ApprovalRequestView, times: ApprovalRequestTimes): ApprovalRequestDto => {
  const { operation } = request
  return {
    id: request.requestId,
    type: request.type,
    status,
    created_at: times.createdAt,
    operation_id: operation.operationId,
    operation:
      operation.serialNumber === null && operation.wastePercentage === null && operation.woodTypeName === null
        ? null
        : {
            serial_number: operation.serialNumber,
            waste_percentage: operation.wastePercentage,
            wood_type: operation.woodTypeName === null ? null : { name: operation.woodTypeName }
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
