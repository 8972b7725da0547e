import { ApprovalMessages, ValidationError, type ApprovalRuleEvent, type CreateApprovalRule } from "@timber/contracts"
import { Effect } from "effect"
import { ApprovalRuleDecider, type ApprovalRuleState } from "../../approval-rule/decider"
import { mayDecideApprovals } from "../../permissions/approval-decisions"
import { effectivePermissions } from "../../permissions/templates"
import type { UserState } from "../../user/decider"
import { decideInTurn } from "../decide-in-turn"
import type { Step } from "../step"

export interface CreateApprovalRuleGiven {
  readonly rule: ApprovalRuleState
  /** The user the rule names as its approver, as read. */
  readonly approver: UserState
}

export interface CreateApprovalRuleDecision {
  readonly rule: ReadonlyArray<ApprovalRuleEvent>
}

/** Refused on the form's approver field, in the spec's words. */
const approverRefused = (message: string) => new ValidationError({ message, details: { fields: [{ path: "approver_id", message }] } })

/**
 * Creates an approval rule (factory spec section 8). Its approver is an active user who may decide
 * approvals: an approver who may not would be sent to Unauthorized by the very request they are asked about.
 */
export const createApprovalRule: Step<CreateApprovalRuleGiven, CreateApprovalRule, CreateApprovalRuleDecision> = (given, intent) =>
  Effect.gen(function* () {
    const { approver } = given
    if (approver._tag !== "Registered" || !approver.isActive) return yield* approverRefused(ApprovalMessages.approverUnknown)
    if (!mayDecideApprovals({ role: approver.role, permissions: effectivePermissions(approver.role, approver.permissions) }))
      return yield* approverRefused(ApprovalMessages.approverMayNotApprove)
    const created = yield* decideInTurn(ApprovalRuleDecider, given.rule, [intent])
    return { rule: created.events }
  })
