import { setup } from "xstate"
import { askLifecycle } from "../decider/lifecycle"

/**
 * Approval request: pending to approved or rejected, once (spec section 4). While pending, it follows
 * the operation it is about (REVISE) or is withdrawn once that no longer needs it.
 */
export type ApprovalRequestLifecycleEvent = { type: "REQUEST" } | { type: "APPROVE" } | { type: "REJECT" } | { type: "REVISE" } | { type: "WITHDRAW" }

export const approvalRequestLifecycle = setup({ types: { events: {} as ApprovalRequestLifecycleEvent } }).createMachine({
  id: "approvalRequest",
  initial: "absent",
  states: {
    absent: { on: { REQUEST: "pending" } },
    pending: { on: { APPROVE: "approved", REJECT: "rejected", REVISE: "pending", WITHDRAW: "withdrawn" } },
    approved: { type: "final" },
    rejected: { type: "final" },
    withdrawn: { type: "final" }
  }
})

export type ApprovalRequestMachineState = "absent" | "pending" | "approved" | "rejected" | "withdrawn"

export const nextApprovalRequestState = askLifecycle<typeof approvalRequestLifecycle, ApprovalRequestMachineState>(approvalRequestLifecycle)
