import { WarehouseHoldingsEvent, type WarehouseHoldings, type WarehouseHoldingsCommand, type WarehouseId } from "@timber/contracts"
import { Effect } from "effect"
import type { Decider } from "../decider/decider"

/**
 * What a warehouse holds, kept beside the warehouse on its own stream so that
 * the warehouse's version (what an edit's If-Match compares) does not move with its stock. Written
 * by the warehouse-holdings process when the warehouse starts or stops holding stock, or a kiln
 * batch naming it starts or stops running; read by the archive, which refuses while it holds either.
 * No lifecycle: it is a count, recorded whenever it turns.
 */
export type WarehouseHoldingsState = WarehouseHoldings

export const warehouseHoldingsStream = (id: WarehouseId) => `WarehouseHoldings-${id}`

export const WarehouseHoldingsDecider: Decider<WarehouseHoldingsCommand, WarehouseHoldingsEvent, WarehouseHoldingsState> = {
  events: WarehouseHoldingsEvent,
  initialState: { holdsStock: false, runningBatches: false },
  // one event and one command (WarehouseHoldingsChanged, RecordWarehouseHoldings): nothing to switch over
  evolve: (_state, event) => ({ holdsStock: event.holdsStock, runningBatches: event.runningBatches }),
  decide: (command, state) => {
    const { holdsStock, runningBatches } = command.holdings
    // the same count again (a redelivery, a process catching up) records nothing
    if (holdsStock === state.holdsStock && runningBatches === state.runningBatches) return Effect.succeed([])
    return Effect.succeed([{ _tag: "WarehouseHoldingsChanged" as const, warehouseId: command.warehouseId, holdsStock, runningBatches }])
  }
}

/** Whether a warehouse holding this is kept from being archived (nothing counted: nothing held). */
export const holdsSomething = (holdings: WarehouseHoldings | undefined) => holdings !== undefined && (holdings.holdsStock || holdings.runningBatches)
