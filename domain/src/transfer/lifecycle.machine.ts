import { setup } from "xstate"
import { askLifecycle } from "../decider/lifecycle"

/**
 * Transfer (factory spec section 4): PENDING → APPROVED → (IN_TRANSIT) → COMPLETED, or
 * PENDING → REJECTED with a reason. Only a completed transfer takes an admin's edit of its date
 * and notes, and notifications about it. Who may do each step is the permission model's
 * (domain/src/permissions/transfer-decisions.ts); the machine says only in which order.
 */
export type TransferLifecycleEvent =
  { type: "CREATE" } | { type: "APPROVE" } | { type: "REJECT" } | { type: "DISPATCH" } | { type: "COMPLETE" } | { type: "EDIT" } | { type: "NOTIFY" }

export const transferLifecycle = setup({ types: { events: {} as TransferLifecycleEvent } }).createMachine({
  id: "transfer",
  initial: "absent",
  states: {
    absent: { on: { CREATE: "pending" } },
    pending: { on: { APPROVE: "approved", REJECT: "rejected" } },
    approved: { on: { DISPATCH: "in_transit", COMPLETE: "completed" } },
    in_transit: { on: { COMPLETE: "completed" } },
    completed: { on: { EDIT: "completed", NOTIFY: "completed" } },
    rejected: { type: "final" }
  }
})

export type TransferMachineState = "absent" | "pending" | "approved" | "in_transit" | "completed" | "rejected"

export const nextTransferState = askLifecycle<typeof transferLifecycle, TransferMachineState>(transferLifecycle)

/** The wire status of each machine state (absent has none). */
export const TRANSFER_STATUS_OF = {
  pending: "PENDING",
  approved: "APPROVED",
  in_transit: "IN_TRANSIT",
  completed: "COMPLETED",
  rejected: "REJECTED"
} as const
