import {
  ApprovalMessages,
  BusinessRuleViolation,
  Conflict,
  NotFound,
  type ApprovalRequestCommand,
  ApprovalRequestEvent,
  type ApprovalRequestFields,
  type ApprovalRequestId,
  raisedByDecider,
  SELF_DECISION_MESSAGE
} from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"
import { nextApprovalRequestState, type ApprovalRequestMachineState } from "./lifecycle.machine"

/** Where the request stands, what was asked (null before it was raised) and the decider's notes: all its answer shows. */
export interface ApprovalRequestState {
  readonly status: ApprovalRequestMachineState
  readonly request: ApprovalRequestFields | null
  readonly notes: string | null
}

export const approvalRequestStream = (id: ApprovalRequestId) => `ApprovalRequest-${id}`

export const ApprovalRequestDecider: Decider<ApprovalRequestCommand, ApprovalRequestEvent, ApprovalRequestState> = {
  events: ApprovalRequestEvent,
  initialState: { status: "absent", request: null, notes: null },
  evolve: (state, event) => {
    switch (event._tag) {
      case "ApprovalRequested": {
        const { _tag, ...request } = event
        return { status: "pending", request, notes: null }
      }
      case "ApprovalApproved":
        return { ...state, status: "approved", notes: event.notes }
      case "ApprovalRejected":
        return { ...state, status: "rejected", notes: event.notes }
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "RequestApproval": {
        if (state.status !== "absent") return Effect.succeed([]) // the same request again: already raised
        const { _tag, ...fields } = command
        return Effect.succeed([{ _tag: "ApprovalRequested" as const, ...fields }])
      }
      case "DecideApproval": {
        if (state.status === "absent") return Effect.fail(new NotFound({ message: ApprovalMessages.requestNotFound }))
        const event = command.decision === "approved" ? "APPROVE" : "REJECT"
        if (nextApprovalRequestState(state.status, { type: event }) === null) {
          return Effect.fail(new Conflict({ message: ApprovalMessages.alreadyDecided(state.status) }))
        }
        return Effect.succeed(
          command.decision === "approved"
            ? [{ _tag: "ApprovalApproved" as const, requestId: command.requestId, notes: command.notes }]
            : [{ _tag: "ApprovalRejected" as const, requestId: command.requestId, notes: command.notes }]
        )
      }
      default:
        return absurd(command)
    }
  }
}

/**
 * Refuses `deciderId` a decision on a request their own action raised (contracts' `raisedByDecider`,
 * the one rule of segregation of duties): the approvals endpoint through `approvalRequestDeciderFor`,
 * and any other path that decides a request's subject (a slicing operation's PATCH to approved).
 */
export const refuseSelfDecision = (state: ApprovalRequestState, deciderId: string): Effect.Effect<void, BusinessRuleViolation> =>
  raisedByDecider(state.request?.requestorId, deciderId) ? Effect.fail(new BusinessRuleViolation({ message: SELF_DECISION_MESSAGE })) : Effect.void

/**
 * The approval request's decider as `deciderId` runs it: nobody decides a request raised by their
 * own action (segregation of duties), whatever the kind of request (slicing, calculation,
 * receipt: every one is raised with the user whose action raised it as its requestor). A request
 * with no known requestor is decided as before. Raising a request is unchanged.
 */
export const approvalRequestDeciderFor = (deciderId: string): Decider<ApprovalRequestCommand, ApprovalRequestEvent, ApprovalRequestState> => ({
  ...ApprovalRequestDecider,
  decide: (command, state) =>
    command._tag === "DecideApproval" && state.status === "pending"
      ? Effect.zipRight(refuseSelfDecision(state, deciderId), ApprovalRequestDecider.decide(command, state))
      : ApprovalRequestDecider.decide(command, state)
})
