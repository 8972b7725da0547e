import { setup } from "xstate"
import { askLifecycle } from "../decider/lifecycle"

/** Approval rule: active and inactive toggle; a deleted rule is gone. */
export type ApprovalRuleLifecycleEvent =
  { type: "CREATE_ACTIVE" } | { type: "CREATE_INACTIVE" } | { type: "ACTIVATE" } | { type: "DEACTIVATE" } | { type: "DELETE" }

export const approvalRuleLifecycle = setup({ types: { events: {} as ApprovalRuleLifecycleEvent } }).createMachine({
  id: "approvalRule",
  initial: "absent",
  states: {
    absent: { on: { CREATE_ACTIVE: "active", CREATE_INACTIVE: "inactive" } },
    active: { on: { DEACTIVATE: "inactive", DELETE: "deleted" } },
    inactive: { on: { ACTIVATE: "active", DELETE: "deleted" } },
    deleted: { type: "final" }
  }
})

export type ApprovalRuleMachineState = "absent" | "active" | "inactive" | "deleted"

export const nextApprovalRuleState = askLifecycle<typeof approvalRuleLifecycle, ApprovalRuleMachineState>(approvalRuleLifecycle)
