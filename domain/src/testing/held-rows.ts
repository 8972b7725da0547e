import type { StockQuantities, StockRowKey } from "@timber/contracts"
import { StockRowDecider } from "../stock-row/decider"
import type { HeldRow } from "../stock-row/held-stock"

/**
 * A stock row a step names, as its command read it: holding `quantities` (the rest empty), in the
 * row itself or — a legacy row carried over — in `heldIn`. For `heldStockOf`.
 */
export const rowHolding = (row: StockRowKey, quantities: Partial<StockQuantities>, heldIn: StockRowKey = row): readonly [StockRowKey, HeldRow] => [
  row,
  {
    row: heldIn,
    state: { ...StockRowDecider.initialState, exists: true, quantities: { ...StockRowDecider.initialState.quantities, ...quantities } }
  }
]
