import { ApprovalMessages, NotFound, type ApprovalRuleFields } from "@timber/contracts"
import { Effect } from "effect"
import type { ApprovalRuleState } from "./decider"

/**
 * The rule a write answers with, or not found: a rule deleted is shown to no one, so a create
 * retried after its rule was deleted (the same Idempotency-Key, the same rule id) answers not found.
 */
export const approvalRuleShown = (state: ApprovalRuleState): Effect.Effect<ApprovalRuleFields, NotFound> =>
  state.rule === null || state.status === "deleted" ? Effect.fail(new NotFound({ message: ApprovalMessages.ruleNotFound })) : Effect.succeed(state.rule)
