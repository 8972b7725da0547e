import { setup } from "xstate"
import { askLifecycle } from "../decider/lifecycle"

/** A stocktake: started open, then finished or cancelled, once. */
export type StocktakeLifecycleEvent = { type: "START" } | { type: "FINISH" } | { type: "CANCEL" }

export const stocktakeLifecycle = setup({ types: { events: {} as StocktakeLifecycleEvent } }).createMachine({
  id: "stocktake",
  initial: "absent",
  states: {
    absent: { on: { START: "open" } },
    open: { on: { FINISH: "finished", CANCEL: "cancelled" } },
    finished: { type: "final" },
    cancelled: { type: "final" }
  }
})

export type StocktakeMachineState = "absent" | "open" | "finished" | "cancelled"

export const nextStocktakeState = askLifecycle<typeof stocktakeLifecycle, StocktakeMachineState>(stocktakeLifecycle)
