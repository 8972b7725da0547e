import {
  ApprovalMessages,
  Conflict,
  NotFound,
  type ApprovalRequestCommand,
  ApprovalRequestEvent,
  type ApprovalRequestFields,
  type ApprovalRequestId,
  ApprovalSubject,
  type RuleTrigger
} from "@timber/contracts"
import { Effect, Schema } from "effect"
import { absurd, type Decider } from "../decider/decider"
import { nextApprovalRequestState, type ApprovalRequestMachineState } from "./lifecycle.machine"
import { refuseDecision, type RequestDecider } from "./who-decides"

/** Where the request stands, what was asked (null before it was raised) and the decider's notes: all its answer shows. */
export interface ApprovalRequestState {
  readonly status: ApprovalRequestMachineState
  readonly request: ApprovalRequestFields | null
  readonly notes: string | null
}

/** Subjects compared as stored (the schema's encoding fixes the order of their fields). */
const encodedSubject = Schema.encodeSync(ApprovalSubject)
const sameSubject = (a: ApprovalSubject, b: ApprovalSubject) => JSON.stringify(encodedSubject(a)) === JSON.stringify(encodedSubject(b))
const sameTrigger = (a: RuleTrigger | undefined, b: RuleTrigger | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.conditionType === b.conditionType && a.conditionValue === b.conditionValue && a.measured === b.measured)

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
      case "ApprovalRequestRevised":
        return state.request === null
          ? state
          : {
              ...state,
              request: { ...state.request, subject: event.subject, ...(event.trigger === undefined ? {} : { trigger: event.trigger }) }
            }
      case "ApprovalWithdrawn":
        return { ...state, status: "withdrawn", notes: event.reason }
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
        // the same decision again (a double click, a second tab): done already, nothing to add; the first notes stand
        if (state.status === command.decision) return Effect.succeed([])
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
      case "ReviseApprovalRequest": {
        // a decided or withdrawn request keeps what it was decided on; the same revision again changes nothing
        if (state.request === null || nextApprovalRequestState(state.status, { type: "REVISE" }) === null) return Effect.succeed([])
        if (sameSubject(state.request.subject, command.subject) && sameTrigger(state.request.trigger, command.trigger)) return Effect.succeed([])
        const { _tag, ...fields } = command
        return Effect.succeed([{ _tag: "ApprovalRequestRevised" as const, ...fields }])
      }
      case "WithdrawApprovalRequest":
        return nextApprovalRequestState(state.status, { type: "WITHDRAW" }) === null
          ? Effect.succeed([])
          : Effect.succeed([{ _tag: "ApprovalWithdrawn" as const, requestId: command.requestId, reason: command.reason }])
      default:
        return absurd(command)
    }
  }
}

/**
 * The approval request's decider as `decider` runs it: who may decide which request
 * (`decisionRefusal`, who-decides.ts: never the requestor, receipts only an admin) is checked on
 * a pending request; a decided one is a conflict, except the same decision again by someone who
 * may take it (a double click), which records nothing. Raising a request is unchanged.
 */
export const approvalRequestDeciderFor = (decider: RequestDecider): Decider<ApprovalRequestCommand, ApprovalRequestEvent, ApprovalRequestState> => ({
  ...ApprovalRequestDecider,
  decide: (command, state) => {
    if (command._tag !== "DecideApproval" || state.request === null) return ApprovalRequestDecider.decide(command, state)
    if (state.status === "pending") return Effect.zipRight(refuseDecision(state.request, decider), ApprovalRequestDecider.decide(command, state))
    // the same decision again is quiet only for someone who may take it: to anyone else the request is simply decided already
    if (state.status === command.decision) {
      const decided = new Conflict({ message: ApprovalMessages.alreadyDecided(state.status) })
      return Effect.zipRight(
        Effect.mapError(refuseDecision(state.request, decider), () => decided),
        ApprovalRequestDecider.decide(command, state)
      )
    }
    return ApprovalRequestDecider.decide(command, state)
  }
})
