import { setup } from "xstate"
import { askLifecycle } from "../decider/lifecycle"

/**
 * Drying batch (factory spec section 4). IN_PROGRESS is split by how many readings it
 * has, because completing needs at least two: started (none), reading (one),
 * measured (two or more). Completed batches change only in an admin's hands; the
 * decider checks the role, the machine the order. A reading can be edited once there is one
 * (the decider then checks that it is this batch's), and editing one never changes the stage.
 * Only a completed batch has a cost to freeze (RECORD_COST) or to correct (CORRECT_COST).
 */
export type DryingLifecycleEvent =
  | { type: "START" }
  | { type: "EDIT" }
  | { type: "ADD_READING" }
  | { type: "EDIT_READING" }
  | { type: "COMPLETE" }
  | { type: "DELETE" }
  | { type: "RECORD_COST" }
  | { type: "CORRECT_COST" }

export const dryingLifecycle = setup({ types: { events: {} as DryingLifecycleEvent } }).createMachine({
  id: "dryingBatch",
  initial: "absent",
  states: {
    absent: { on: { START: "started" } },
    started: { on: { EDIT: "started", ADD_READING: "reading", DELETE: "deleted" } },
    reading: { on: { EDIT: "reading", ADD_READING: "measured", EDIT_READING: "reading", DELETE: "deleted" } },
    measured: { on: { EDIT: "measured", ADD_READING: "measured", EDIT_READING: "measured", COMPLETE: "completed", DELETE: "deleted" } },
    completed: {
      on: { EDIT: "completed", ADD_READING: "completed", EDIT_READING: "completed", DELETE: "deleted", RECORD_COST: "completed", CORRECT_COST: "completed" }
    },
    deleted: { type: "final" }
  }
})

export type DryingMachineState = "absent" | "started" | "reading" | "measured" | "completed" | "deleted"

export const nextDryingState = askLifecycle<typeof dryingLifecycle, DryingMachineState>(dryingLifecycle)

export const isDryingInProgress = (state: DryingMachineState) => state === "started" || state === "reading" || state === "measured"
