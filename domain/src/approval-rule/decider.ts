import {
  ApprovalMessages,
  BusinessRuleViolation,
  conditionBelongsTo,
  Forbidden,
  NotFound,
  ValidationError,
  type ApprovalRuleCommand,
  type ApprovalRuleFields,
  ApprovalRuleEvent,
  type ApprovalRuleId
} from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"
import { isAdmin } from "../permissions/roles"
import { nextApprovalRuleState, type ApprovalRuleMachineState } from "./lifecycle.machine"

/** Where the rule stands and its fields (null before it was created): all its answer shows. */
export interface ApprovalRuleState {
  readonly status: ApprovalRuleMachineState
  readonly rule: ApprovalRuleFields | null
}

const withActive = (rule: ApprovalRuleFields | null, isActive: boolean) => (rule === null ? null : { ...rule, isActive })

export const approvalRuleStream = (id: ApprovalRuleId) => `ApprovalRule-${id}`

export const ApprovalRuleDecider: Decider<ApprovalRuleCommand, ApprovalRuleEvent, ApprovalRuleState> = {
  events: ApprovalRuleEvent,
  initialState: { status: "absent", rule: null },
  evolve: (state, event) => {
    switch (event._tag) {
      case "ApprovalRuleCreated": {
        const { _tag, ...rule } = event
        return { status: "active", rule: { ...rule, isActive: true } }
      }
      case "ApprovalRuleActivated":
        return { status: "active", rule: withActive(state.rule, true) }
      case "ApprovalRuleDeactivated":
        return { status: "inactive", rule: withActive(state.rule, false) }
      case "ApprovalRuleDeleted":
        return { ...state, status: "deleted" }
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "CreateApprovalRule": {
        if (!isAdmin(command.actor)) return Effect.fail(new Forbidden({ message: ApprovalMessages.onlyAdminsCreateRules }))
        if (!command.approverId.trim()) return Effect.fail(new ValidationError({ message: ApprovalMessages.requiredFields }))
        if (!Number.isFinite(command.conditionValue)) return Effect.fail(new ValidationError({ message: ApprovalMessages.conditionValueNumeric }))
        if (!conditionBelongsTo(command.module, command.conditionType)) {
          return Effect.fail(new ValidationError({ message: ApprovalMessages.conditionNotInModule(command.module, command.conditionType) }))
        }
        if (state.status !== "absent") return Effect.succeed([])
        const created = {
          _tag: "ApprovalRuleCreated" as const,
          ruleId: command.ruleId,
          module: command.module,
          conditionType: command.conditionType,
          conditionValue: command.conditionValue,
          approverId: command.approverId
        }
        return Effect.succeed(command.isActive ? [created] : [created, { _tag: "ApprovalRuleDeactivated" as const, ruleId: command.ruleId }])
      }
      case "SetApprovalRuleActive": {
        if (state.status === "absent" || state.status === "deleted") return Effect.fail(new NotFound({ message: ApprovalMessages.ruleNotFound }))
        if ((state.status === "active") === command.isActive) return Effect.succeed([])
        const event = command.isActive ? "ACTIVATE" : "DEACTIVATE"
        if (nextApprovalRuleState(state.status, { type: event }) === null)
          return Effect.fail(new BusinessRuleViolation({ message: `A rule that is ${state.status} cannot do that` }))
        return Effect.succeed([
          command.isActive
            ? { _tag: "ApprovalRuleActivated" as const, ruleId: command.ruleId }
            : { _tag: "ApprovalRuleDeactivated" as const, ruleId: command.ruleId }
        ])
      }
      case "DeleteApprovalRule":
        if (state.status === "absent" || state.status === "deleted") return Effect.fail(new NotFound({ message: ApprovalMessages.ruleNotFound }))
        return Effect.succeed([{ _tag: "ApprovalRuleDeleted" as const, ruleId: command.ruleId }])
      default:
        return absurd(command)
    }
  }
}
