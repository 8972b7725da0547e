import { setup } from "xstate"
import { askLifecycle } from "../decider/lifecycle"

/**
 * A display token: created, then revoked for good. A revoked token is never
 * revived: an ADMIN creates a new one (the old link may have been photographed or copied).
 */
export type DisplayTokenLifecycleEvent = { type: "CREATE" } | { type: "REVOKE" }

export const displayTokenLifecycle = setup({ types: { events: {} as DisplayTokenLifecycleEvent } }).createMachine({
  id: "displayToken",
  initial: "absent",
  states: {
    absent: { on: { CREATE: "active" } },
    active: { on: { REVOKE: "revoked" } },
    revoked: { type: "final" }
  }
})

export type DisplayTokenMachineState = "absent" | "active" | "revoked"

export const nextDisplayTokenState = askLifecycle<typeof displayTokenLifecycle, DisplayTokenMachineState>(displayTokenLifecycle)
