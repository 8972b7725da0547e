import type { LotStatus } from "@timber/contracts"
import { setup } from "xstate"
import { askLifecycle } from "../decider/lifecycle"

/**
 * The LOT lifecycle of spec section 4. `decide` asks this machine whether a
 * transition is allowed, so the machine and the aggregate cannot disagree.
 * Later workflow stages (receipt, slicing) add their events here.
 */
export type LotLifecycleEvent =
  | { type: "CREATE" }
  | { type: "UPDATE" }
  | { type: "LOCK" }
  | { type: "REOPEN" }
  | { type: "DELETE" }


export const lotLifecycle = setup({ types: { events: {} as LotLifecycleEvent } }).createMachine({
  id: "lot",
  initial: "absent",
  states: {
    absent: { on: { CREATE: "PENDING" } },
    CREATED: { on: { UPDATE: "CREATED", DELETE: "deleted" } },
    PENDING: { on: { UPDATE: "PENDING", DELETE: "deleted", LOCK: "COMPLETED" } },
    RECEIVED: { on: { UPDATE: "RECEIVED" } },
    SLICING: { on: { UPDATE: "SLICING" } },
    IN_PROCESS: { on: { UPDATE: "IN_PROCESS" } },
    PROCESSING: { on: { UPDATE: "PROCESSING", LOCK: "COMPLETED" } },
    COMPLETED: { on: { REOPEN: "PENDING" } },
    CANCELLED: {},
    deleted: { type: "final" }
  }
})

export type LotMachineState = LotStatus | "absent" | "deleted"

/** Where the machine goes from `from` on `event`, or null when the machine refuses it. */
export const nextLotState = askLifecycle<typeof lotLifecycle, LotMachineState>(lotLifecycle)
