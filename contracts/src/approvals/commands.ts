import type { Actor } from "../lots/commands"
import type { ApprovalRequestId, ApprovalRuleId, UserId } from "../shared/ids"
import type { ApprovalSubject, RuleTrigger } from "./events"
import type { ApprovalModule, ConditionType } from "./rules"

export interface RequestApproval {
  readonly _tag: "RequestApproval"
  readonly requestId: ApprovalRequestId
  readonly type: string
  readonly ruleId: string | null
  readonly approverId: UserId | null
  readonly requestorId: UserId | null
  readonly requestorEmail: string
  readonly subject: ApprovalSubject
  readonly trigger?: RuleTrigger
}
export interface DecideApproval {
  readonly _tag: "DecideApproval"
  readonly requestId: ApprovalRequestId
  readonly decision: "approved" | "rejected"
  readonly notes: string | null
}
/** Show the current revision of what a pending request is about (nothing once it was decided). */
export interface ReviseApprovalRequest {
  readonly _tag: "ReviseApprovalRequest"
  readonly requestId: ApprovalRequestId
  readonly subject: ApprovalSubject
  readonly trigger?: RuleTrigger
}
/** Take back a pending request no longer needed (nothing once it was decided). */
export interface WithdrawApprovalRequest {
  readonly _tag: "WithdrawApprovalRequest"
  readonly requestId: ApprovalRequestId
  readonly reason: string
}
export type ApprovalRequestCommand = RequestApproval | DecideApproval | ReviseApprovalRequest | WithdrawApprovalRequest

export interface CreateApprovalRule {
  readonly _tag: "CreateApprovalRule"
  readonly ruleId: ApprovalRuleId
  readonly module: ApprovalModule
  readonly conditionType: ConditionType
  readonly conditionValue: number
  readonly approverId: UserId
  readonly isActive: boolean
  readonly actor: Actor
}
export interface SetApprovalRuleActive {
  readonly _tag: "SetApprovalRuleActive"
  readonly ruleId: ApprovalRuleId
  readonly isActive: boolean
}
export interface DeleteApprovalRule {
  readonly _tag: "DeleteApprovalRule"
  readonly ruleId: ApprovalRuleId
}
export type ApprovalRuleCommand = CreateApprovalRule | SetApprovalRuleActive | DeleteApprovalRule
