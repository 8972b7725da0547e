import type { SetStockMinimum } from "@timber/contracts"
import { Effect } from "effect"
import type { Step } from "../step"
import { stockRowWritable, type StockRowNames, type StockRowWriteGiven } from "../stock-row-write"

export interface SetStockMinimumIntent {
  /** The minimum level of available pieces; null: none (no low-stock warning). */
  readonly minimum: number | null
}

export interface SetStockMinimumDecision extends StockRowNames {
  /** The level, decided on the row's current book by the command service. */
  readonly level: SetStockMinimum
}

/** A manager sets a stock row's minimum level: only in a warehouse that keeps stock, of a wood type that exists. */
export const setStockMinimum: Step<StockRowWriteGiven, SetStockMinimumIntent, SetStockMinimumDecision> = (given, intent) =>
  Effect.map(stockRowWritable(given), (names) => ({ ...names, level: { _tag: "SetStockMinimum", row: given.row, minimum: intent.minimum } }))
