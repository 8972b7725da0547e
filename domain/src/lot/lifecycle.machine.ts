import type { LotStatus } from "@timber/contracts"
import { setup } from "xstate"
import { askLifecycle } from "../decider/lifecycle"

/**
 * The LOT lifecycle of spec section 4. `decide` asks this machine whether a
 * transition is allowed, so the machine and the aggregate cannot disagree.
 * Receipt processing and the slicer add their events here.
 */
export type LotLifecycleEvent =
  | { type: "CREATE" }
  | { type: "UPDATE" }
  | { type: "LOCK" }
  | { type: "REOPEN" }
  | { type: "DELETE" }
  /** receipt processing (factory spec section 4) */
  | { type: "SAVE_DRAFT" }
  | { type: "DELETE_DRAFT" }
  | { type: "SUBMIT_AS_ADMIN" }
  | { type: "SUBMIT_FOR_APPROVAL" }
  | { type: "APPROVE_RECEIPT" }
  | { type: "RETURN_RECEIPT" }
  /** the slicer (platform spec section 4: SLEEPERS require the slicing stage, PLANKS skip it) */
  | { type: "START_SLICING" }
  | { type: "FINISH_SLICING" }

/**
 * Measuring a PENDING LOT: a saved draft makes it PROCESSING (measurement in progress),
 * deleting the draft makes it PENDING again; a submission completes it (an admin's) or
 * waits for an approver (PENDING_APPROVAL), whose approval completes it and whose
 * rejection puts the measurement back in progress.
 */
const measuring = {
  SAVE_DRAFT: "PROCESSING",
  SUBMIT_AS_ADMIN: "COMPLETED",
  SUBMIT_FOR_APPROVAL: "PENDING_APPROVAL"
} as const

export const lotLifecycle = setup({ types: { events: {} as LotLifecycleEvent } }).createMachine({
  id: "lot",
  initial: "absent",
  states: {
    absent: { on: { CREATE: "PENDING" } },
    PENDING: { on: { UPDATE: "PENDING", DELETE: "deleted", LOCK: "COMPLETED", ...measuring } },
    SLICING: { on: { UPDATE: "SLICING", FINISH_SLICING: "COMPLETED" } },
    PROCESSING: { on: { UPDATE: "PROCESSING", LOCK: "COMPLETED", DELETE_DRAFT: "PENDING", ...measuring } },
    PENDING_APPROVAL: { on: { UPDATE: "PENDING_APPROVAL", APPROVE_RECEIPT: "COMPLETED", RETURN_RECEIPT: "PROCESSING" } },
    // a completed receipt of sleepers goes on to the slicer; its last sleeper sliced completes the LOT again
    COMPLETED: { on: { REOPEN: "PENDING", START_SLICING: "SLICING" } },
    deleted: { type: "final" }
  }
})

export type LotMachineState = LotStatus | "absent" | "deleted"

/** Where the machine goes from `from` on `event`, or null when the machine refuses it. */
export const nextLotState = askLifecycle<typeof lotLifecycle, LotMachineState>(lotLifecycle)
