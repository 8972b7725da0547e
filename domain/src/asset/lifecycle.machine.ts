import { setup } from "xstate"
import { askLifecycle } from "../decider/lifecycle"

/**
 * An asset's life (administration spec section 4): registered unassigned; Assign and Return move
 * it between unassigned and assigned, never assigned twice at once; edits and maintenance in
 * either; deleted only while unassigned (an assigned asset is with someone: return it first).
 * A stocktake counts (COUNT) an asset in either state.
 * The status field (ACTIVE, IN_MAINTENANCE, ...) is set freely in the form and is not a state here.
 */
export type AssetLifecycleEvent =
  { type: "REGISTER" } | { type: "EDIT" } | { type: "ASSIGN" } | { type: "RETURN" } | { type: "MAINTAIN" } | { type: "DELETE" } | { type: "COUNT" }

export const assetLifecycle = setup({ types: { events: {} as AssetLifecycleEvent } }).createMachine({
  id: "asset",
  initial: "absent",
  states: {
    absent: { on: { REGISTER: "unassigned" } },
    unassigned: { on: { EDIT: "unassigned", MAINTAIN: "unassigned", ASSIGN: "assigned", DELETE: "deleted", COUNT: "unassigned" } },
    assigned: { on: { EDIT: "assigned", MAINTAIN: "assigned", RETURN: "unassigned", COUNT: "assigned" } },
    deleted: { type: "final" }
  }
})

export type AssetMachineState = "absent" | "unassigned" | "assigned" | "deleted"

export const nextAssetState = askLifecycle<typeof assetLifecycle, AssetMachineState>(assetLifecycle)
