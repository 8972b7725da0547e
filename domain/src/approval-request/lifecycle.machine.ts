import { setup } from "xstate"
import { askLifecycle } from "../decider/lifecycle"

/** Approval request: pending to approved or rejected, once (spec section 4). */
export type ApprovalRequestLifecycleEvent = { type: "REQUEST" } | { type: "APPROVE" } | { type: "REJECT" }

export const approvalRequestLifecycle = setup({ types: { events: {} as ApprovalRequestLifecycleEvent } }).createMachine({
  id: "approvalRequest",
  initial: "absent",
  states: {
    absent: { on: { REQUEST: "pending" } },
    pending: { on: { APPROVE: "approved", REJECT: "rejected" } },
    approved: { type: "final" },
    rejected: { type: "final" }
  }
})

export type ApprovalRequestMachineState = "absent" | "pending" | "approved" | "rejected"

export const nextApprovalRequestState = askLifecycle<typeof approvalRequestLifecycle, ApprovalRequestMachineState>(approvalRequestLifecycle)
