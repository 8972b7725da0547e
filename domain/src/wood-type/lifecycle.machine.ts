import { setup } from "xstate"
import { askLifecycle } from "../decider/lifecycle"

/** Wood type: created and edited any number of times, deleted once and for good (its id is never reused). Its uses are counted on their own streams (uses.ts). */
export type WoodTypeLifecycleEvent = { type: "CREATE" } | { type: "UPDATE" } | { type: "DELETE" }

export const woodTypeLifecycle = setup({ types: { events: {} as WoodTypeLifecycleEvent } }).createMachine({
  id: "woodType",
  initial: "absent",
  states: {
    absent: { on: { CREATE: "existing" } },
    existing: { on: { UPDATE: "existing", DELETE: "deleted" } },
    deleted: { type: "final" }
  }
})

export type WoodTypeMachineState = "absent" | "existing" | "deleted"

export const nextWoodTypeState = askLifecycle<typeof woodTypeLifecycle, WoodTypeMachineState>(woodTypeLifecycle)
