import { setup } from "xstate"
import { askLifecycle } from "../decider/lifecycle"

/**
 * Warehouse (administration spec section 4): ACTIVE ↔ ARCHIVED. Edit (details and
 * assigned users) only while ACTIVE; archive after confirmation; restore.
 */
export type WarehouseLifecycleEvent = { type: "CREATE" } | { type: "EDIT" } | { type: "ARCHIVE" } | { type: "RESTORE" }

export const warehouseLifecycle = setup({ types: { events: {} as WarehouseLifecycleEvent } }).createMachine({
  id: "warehouse",
  initial: "absent",
  states: {
    absent: { on: { CREATE: "active" } },
    active: { on: { EDIT: "active", ARCHIVE: "archived" } },
    archived: { on: { RESTORE: "active" } }
  }
})

export type WarehouseMachineState = "absent" | "active" | "archived"

export const nextWarehouseState = askLifecycle<typeof warehouseLifecycle, WarehouseMachineState>(warehouseLifecycle)
