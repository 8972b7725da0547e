import {
  BusinessRuleViolation,
  NotFound,
  SlicingMessages,
  ValidationError,
  type ApprovalRequestId,
  type ApprovalState,
  type SlicingFigures,
  type SlicingOperationCommand,
  type SlicingOperationId,
  SlicingOperationEvent
} from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"
import { requireSlicedWood } from "../calculators/sliced-wood"
import { nextSlicingState, type SlicingMachineState } from "./lifecycle.machine"

export interface SlicingOperationState {
  readonly status: SlicingMachineState
  readonly serialNumber: string | null
  /** what the slicer recorded last, so a write answers from the state */
  readonly figures: SlicingFigures | null
  readonly lotNumber: string | null
  readonly sleeperNumber: number | null
  readonly startTime: string | null
  readonly wastePercentage: number
  readonly approval: ApprovalState
  /** the request the approval waits on, and the rule's limit (for the message) */
  readonly requestId: ApprovalRequestId | null
  readonly limit: number | null
}

/** Every slicing operation's stream starts so. */
export const SLICING_OPERATION_STREAM_PREFIX = "SlicingOperation-"
export const slicingOperationStream = (id: SlicingOperationId) => `${SLICING_OPERATION_STREAM_PREFIX}${id}`

/**
 * Saving needs at least one plank (factory spec section 5; an empty row is none), sizes that are
 * real and planks that fit their sleeper: the rules of `calculators/sliced-wood.ts`.
 */
const requireFigures = (sleeperNumber: number | null, figures: SlicingFigures) => requireSlicedWood(sleeperNumber, figures.sleeperSizes, figures.plankSizes)

const live = (state: SlicingOperationState) => state.status !== "absent" && state.status !== "deleted"

export const SlicingOperationDecider: Decider<SlicingOperationCommand, SlicingOperationEvent, SlicingOperationState> = {
  events: SlicingOperationEvent,
  initialState: {
    status: "absent",
    serialNumber: null,
    figures: null,
    lotNumber: null,
    sleeperNumber: null,
    startTime: null,
    wastePercentage: 0,
    approval: "not_required",
    requestId: null,
    limit: null
  },
  evolve: (state, event) => {
    switch (event._tag) {
      case "SlicingOperationRecorded": {
        const { _tag, operationId, serialNumber, lotNumber, sleeperNumber, ...figures } = event
        return {
          ...state,
          status: event.startTime ? "in_progress" : "draft",
          serialNumber,
          figures,
          lotNumber,
          sleeperNumber,
          startTime: event.startTime,
          wastePercentage: event.wastePercentage
        }
      }
      case "SlicingOperationRevised": {
        const { _tag, operationId, ...figures } = event
        return { ...state, status: event.startTime ? "in_progress" : "draft", figures, startTime: event.startTime, wastePercentage: event.wastePercentage }
      }
      case "SlicingOperationEnded":
        return { ...state, status: "completed" }
      case "SlicingApprovalRequired":
        return { ...state, approval: "pending", requestId: event.requestId, limit: event.limit }
      case "SlicingOperationApproved":
        return { ...state, approval: "approved" }
      case "SlicingOperationRejected":
        return { ...state, approval: "rejected" }
      case "SlicingApprovalCleared":
        return { ...state, approval: "not_required", requestId: null, limit: null }
      case "SlicingOperationDeleted":
        return { ...state, status: "deleted" }
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "RecordSlicingOperation": {
        if (state.status !== "absent") return Effect.succeed([]) // the same create again
        const { _tag, figures, ...ids } = command
        return Effect.as(requireFigures(command.sleeperNumber, figures), [{ _tag: "SlicingOperationRecorded" as const, ...ids, ...figures }])
      }
      case "ReviseSlicingOperation": {
        if (!live(state)) return Effect.fail(new NotFound({ message: SlicingMessages.notFound }))
        if (state.status === "completed") return Effect.fail(new BusinessRuleViolation({ message: SlicingMessages.ended }))
        if (command.lotNumber !== state.lotNumber || command.sleeperNumber !== state.sleeperNumber) {
          return Effect.fail(new ValidationError({ message: SlicingMessages.sourceFixed }))
        }
        const event = command.figures.startTime ? "REVISE_STARTED" : "REVISE_DRAFT"
        if (nextSlicingState(state.status, { type: event }) === null) return Effect.fail(new BusinessRuleViolation({ message: SlicingMessages.ended }))
        // once started, an operation keeps its start time when a revision leaves it out
        const startTime = command.figures.startTime ?? state.startTime
        return Effect.as(requireFigures(state.sleeperNumber, command.figures), [
          { _tag: "SlicingOperationRevised" as const, operationId: command.operationId, ...command.figures, startTime }
        ])
      }
      case "EndSlicingOperation": {
        if (!live(state)) return Effect.fail(new NotFound({ message: SlicingMessages.notFound }))
        if (state.status === "completed") return Effect.succeed([])
        if (nextSlicingState(state.status, { type: "END" }) === null) return Effect.fail(new BusinessRuleViolation({ message: SlicingMessages.notStarted }))
        if (state.approval === "pending")
          return Effect.fail(new BusinessRuleViolation({ message: SlicingMessages.approvalRequired(state.wastePercentage, state.limit ?? 0) }))
        if (state.approval === "rejected") return Effect.fail(new BusinessRuleViolation({ message: SlicingMessages.approvalRejected }))
        return Effect.succeed([{ _tag: "SlicingOperationEnded" as const, operationId: command.operationId }])
      }
      case "RequireSlicingApproval": {
        if (!live(state)) return Effect.fail(new NotFound({ message: SlicingMessages.notFound }))
        // the same request again changes nothing (decided, or waiting on the same figures); a wait on it
        // is recorded again when a revision changed the waste its message names, or after a clearing
        if (state.requestId === command.requestId) {
          if (state.approval !== "pending") return Effect.succeed([])
          if (state.limit === command.limit && state.wastePercentage === command.wastePercentage) return Effect.succeed([])
        }
        const { _tag, ...fields } = command
        return Effect.succeed([{ _tag: "SlicingApprovalRequired" as const, ...fields }])
      }
      case "DecideSlicingApproval": {
        if (!live(state)) return Effect.fail(new NotFound({ message: SlicingMessages.notFound }))
        // a decision about an older request, or one already recorded, changes nothing
        if (state.approval === "not_required" || (command.requestId !== null && command.requestId !== state.requestId)) return Effect.succeed([])
        if (state.approval === command.decision) return Effect.succeed([])
        const fields = { operationId: command.operationId, requestId: command.requestId ?? state.requestId }
        return Effect.succeed([
          command.decision === "approved" ? { _tag: "SlicingOperationApproved" as const, ...fields } : { _tag: "SlicingOperationRejected" as const, ...fields }
        ])
      }
      case "ClearSlicingApproval": {
        if (!live(state)) return Effect.fail(new NotFound({ message: SlicingMessages.notFound }))
        // only a wait or a rejection is cleared: an approval already given stays on record
        if (state.approval !== "pending" && state.approval !== "rejected") return Effect.succeed([])
        return Effect.succeed([{ _tag: "SlicingApprovalCleared" as const, operationId: command.operationId, requestId: state.requestId }])
      }
      case "DeleteSlicingOperation": {
        if (!live(state)) return Effect.fail(new NotFound({ message: SlicingMessages.notFound }))
        if (nextSlicingState(state.status, { type: "DELETE" }) === null) return Effect.fail(new BusinessRuleViolation({ message: SlicingMessages.ended }))
        return Effect.succeed([
          { _tag: "SlicingOperationDeleted" as const, operationId: command.operationId, lotNumber: state.lotNumber!, sleeperNumber: state.sleeperNumber! }
        ])
      }
      default:
        return absurd(command)
    }
  }
}
