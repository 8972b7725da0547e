import { Schema } from "effect"
import { WarehouseId } from "../shared/ids"
import { eventTypesOf } from "../shared/stored-event"

/**
 * What a warehouse holds, as the warehouse-holdings process counts it: whether
 * any of its stock rows holds pieces (in transit to or from it included, a kiln batch's pieces
 * under drying included) and whether a drying batch naming it is running. Recorded only when one
 * of the two turns, on the warehouse's own holdings stream (`WarehouseHoldings-<id>`), so it grows
 * when the warehouse empties or fills, never per movement; the archive reads it.
 */
export const WarehouseHoldingsChanged = Schema.TaggedStruct("WarehouseHoldingsChanged", {
  warehouseId: WarehouseId,
  holdsStock: Schema.Boolean,
  runningBatches: Schema.Boolean
})
export const WarehouseHoldingsEvent = Schema.Union(WarehouseHoldingsChanged)
export type WarehouseHoldingsEvent = typeof WarehouseHoldingsEvent.Type
export const WAREHOUSE_HOLDINGS_EVENT_TYPES = eventTypesOf(WarehouseHoldingsEvent)

export interface WarehouseHoldings {
  readonly holdsStock: boolean
  readonly runningBatches: boolean
}

export interface RecordWarehouseHoldings {
  readonly _tag: "RecordWarehouseHoldings"
  readonly warehouseId: WarehouseId
  readonly holdings: WarehouseHoldings
}
export type WarehouseHoldingsCommand = RecordWarehouseHoldings
