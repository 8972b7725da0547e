import { stockRowId, type StockRowKey } from "@timber/contracts"
import type { StockRowState } from "./decider"

/** A stock row as a command read it: the row its stock is in now (a legacy row followed to the row it was carried over to) and that row's state. */
export interface HeldRow {
  readonly row: StockRowKey
  readonly state: StockRowState
}

/** The stock rows a step names, as its command read them, looked up by the key the step names each with. */
export type HeldStock = (row: StockRowKey) => HeldRow

/**
 * Held stock over rows read beforehand (the command service's reads, a spec's rows). A row the step
 * did not name was never read: asking for it is a defect of the step, never a refusal to the user.
 */
export const heldStockOf = (rows: ReadonlyArray<readonly [named: StockRowKey, held: HeldRow]>): HeldStock => {
  const byId = new Map(rows.map(([named, held]) => [stockRowId(named), held]))
  return (row) => {
    const held = byId.get(stockRowId(row))
    if (held === undefined) throw new Error(`stock row ${stockRowId(row)} was not named by the step that asks for it`)
    return held
  }
}
