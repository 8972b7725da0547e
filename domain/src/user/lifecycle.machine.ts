import { setup } from "xstate"
import { askLifecycle } from "../decider/lifecycle"

/** A user is registered active or inactive; an administrator deactivates and activates them (spec section 4). */
export type ActivationEvent = { type: "REGISTER_ACTIVE" } | { type: "REGISTER_INACTIVE" } | { type: "ACTIVATE" } | { type: "DEACTIVATE" }

export const userActivation = setup({ types: { events: {} as ActivationEvent } }).createMachine({
  id: "user-activation",
  initial: "absent",
  states: {
    absent: { on: { REGISTER_ACTIVE: "active", REGISTER_INACTIVE: "inactive" } },
    active: { on: { DEACTIVATE: "inactive" } },
    inactive: { on: { ACTIVATE: "active" } }
  }
})

export type ActivationState = "absent" | "active" | "inactive"

export const nextActivation = askLifecycle<typeof userActivation, ActivationState>(userActivation)
