import { BusinessRuleViolation, Forbidden, raisedByDecider, SELF_DECISION_MESSAGE } from "@timber/contracts"
import { Effect } from "effect"
import { decisionRefusal, type DecidableRequest, type RequestDecider } from "../permissions/approval-decisions"

export { decisionRefusal, type DecidableRequest, type DecisionRefusal, type RequestDecider } from "../permissions/approval-decisions"

/** Who may decide a request (`decisionRefusal`, the permission model's rule) as the server answers it: 422 for one's own request, 403 for a receipt to a non-admin. */
export const refuseDecision = (request: DecidableRequest, decider: RequestDecider): Effect.Effect<void, BusinessRuleViolation | Forbidden> => {
  const refusal = decisionRefusal(request, decider)
  if (refusal === null) return Effect.void
  switch (refusal._tag) {
    case "OwnRequest":
      return Effect.fail(new BusinessRuleViolation({ message: refusal.message }))
    case "AdminOnly":
      return Effect.fail(new Forbidden({ message: refusal.message }))
  }
}

/**
 * The self part alone, for a path that decides a request's subject rather than the request (a
 * slicing operation's PATCH to approved, whose request is never a receipt's): the requestor is refused.
 */
export const refuseSelfDecision = (state: { readonly request: DecidableRequest | null }, deciderId: string): Effect.Effect<void, BusinessRuleViolation> =>
  raisedByDecider(state.request?.requestorId, deciderId) ? Effect.fail(new BusinessRuleViolation({ message: SELF_DECISION_MESSAGE })) : Effect.void
