import type { CreateApprovalRule } from "@timber/contracts"
import { ApprovalRuleDecider, approvalRuleStream, createApprovalRule, UserDecider, userStream } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type Streams } from "../commands/execute"

export const ruleOf = (ruleId: CreateApprovalRule["ruleId"]) => streamOf(ApprovalRuleDecider, approvalRuleStream(ruleId))

/** Creates an approval rule (domain `createApprovalRule`): reads the rule and the approver it names, and records the rule. Answers the rule's stream. */
export const createApprovalRuleCommand = (intent: CreateApprovalRule) => (streams: Streams) =>
  Effect.gen(function* () {
    const rule = ruleOf(intent.ruleId)
    const { state: approver } = yield* streams.read(streamOf(UserDecider, userStream(intent.approverId)))
    const { state } = yield* streams.read(rule)
    const decision = yield* createApprovalRule({ rule: state, approver }, intent)
    yield* streams.record(rule, decision.rule)
    return rule
  })
