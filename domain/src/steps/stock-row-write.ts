import { ValidationError, WoodTypeId, WoodTypeMessages, type StockRowKey, type WarehouseDetails } from "@timber/contracts"
import { Effect } from "effect"
import type { WarehouseState } from "../warehouse/decider"
import { stockKeepingWarehouse } from "../warehouse/stock-keeping"
import type { WoodTypeState } from "../wood-type/decider"

/** The streams a write on one stock row (a count, a minimum level) is decided on. */
export interface StockRowWriteGiven {
  /** The row the write names, as it holds stock now (a legacy row followed to where its stock went). */
  readonly row: StockRowKey
  readonly warehouse: WarehouseState
  readonly woodType: WoodTypeState
}

/** The warehouse and wood type of a row written, as the answer names them. */
export interface StockRowNames {
  readonly warehouse: WarehouseDetails
  readonly woodType: { readonly id: WoodTypeId; readonly name: string }
}

/** The refusal of a stock write whose wood type does not exist (or no longer does). */
export const stockWoodTypeNotFound = () =>
  new ValidationError({ message: WoodTypeMessages.notFound, details: { fields: [{ path: "woodTypeId", message: WoodTypeMessages.notFound }] } })

/** A stock row may be written only in a warehouse that keeps stock, of a wood type that exists. */
export const stockRowWritable = (given: StockRowWriteGiven) =>
  Effect.gen(function* () {
    const warehouse = yield* stockKeepingWarehouse(given.warehouse)
    if (given.woodType._tag !== "Existing") return yield* Effect.fail(stockWoodTypeNotFound())
    return { warehouse, woodType: { id: WoodTypeId.make(given.row.woodTypeId), name: given.woodType.name } } satisfies StockRowNames
  })
