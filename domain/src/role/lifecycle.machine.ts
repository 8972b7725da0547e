import { setup } from "xstate"
import { askLifecycle } from "../decider/lifecycle"

/** A role is defined, changed any number of times, and deleted for good. */
export type RoleLifecycleEvent = { type: "DEFINE" } | { type: "CHANGE" } | { type: "DELETE" }

export const roleLifecycle = setup({ types: { events: {} as RoleLifecycleEvent } }).createMachine({
  id: "role",
  initial: "absent",
  states: {
    absent: { on: { DEFINE: "defined" } },
    defined: { on: { CHANGE: "defined", DELETE: "deleted" } },
    deleted: { type: "final" }
  }
})

export type RoleMachineState = "absent" | "defined" | "deleted"

export const nextRoleState = askLifecycle<typeof roleLifecycle, RoleMachineState>(roleLifecycle)
