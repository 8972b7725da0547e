import { setup, transition, type SnapshotFrom } from "xstate"

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

export const nextApprovalRequestState = (from: ApprovalRequestMachineState, event: ApprovalRequestLifecycleEvent): ApprovalRequestMachineState | null => {
  const snapshot = approvalRequestLifecycle.resolveState({ value: from, context: {} }) as SnapshotFrom<typeof approvalRequestLifecycle>
  if (!snapshot.can(event)) return null
  return transition(approvalRequestLifecycle, snapshot, event)[0].value as ApprovalRequestMachineState
}
