import { setup } from "xstate"
import { askLifecycle } from "../decider/lifecycle"

/**
 * Slicing operation (factory spec section 4): a draft has no start time, an operation
 * in progress has one (and keeps it through revisions); ending it completes it for good. Only unfinished ones are deleted.
 */
export type SlicingLifecycleEvent =
  { type: "RECORD_DRAFT" } | { type: "RECORD_STARTED" } | { type: "REVISE_DRAFT" } | { type: "REVISE_STARTED" } | { type: "END" } | { type: "DELETE" }

export const slicingLifecycle = setup({ types: { events: {} as SlicingLifecycleEvent } }).createMachine({
  id: "slicingOperation",
  initial: "absent",
  states: {
    absent: { on: { RECORD_DRAFT: "draft", RECORD_STARTED: "in_progress" } },
    draft: { on: { REVISE_DRAFT: "draft", REVISE_STARTED: "in_progress", DELETE: "deleted" } },
    in_progress: { on: { REVISE_DRAFT: "in_progress", REVISE_STARTED: "in_progress", END: "completed", DELETE: "deleted" } },
    completed: { type: "final" },
    deleted: { type: "final" }
  }
})

export type SlicingMachineState = "absent" | "draft" | "in_progress" | "completed" | "deleted"

export const nextSlicingState = askLifecycle<typeof slicingLifecycle, SlicingMachineState>(slicingLifecycle)
