import { stockRowId, type MoveStock, type StockRowKey } from "@timber/contracts"
import { Effect } from "effect"
import { StockRowDecider, type StockRowState } from "../stock-row/decider"

/**
 * The rows after a step's movements, each decided by the row's own aggregate as the command service
 * would (refusing a take larger than the row holds): the physics a step's property states.
 */
export const appliedMovements = (rows: ReadonlyArray<readonly [StockRowKey, StockRowState]>, movements: ReadonlyArray<MoveStock>) => {
  const states = new Map(rows.map(([row, state]) => [stockRowId(row), state]))
  for (const movement of movements) {
    const before = states.get(stockRowId(movement.row)) ?? StockRowDecider.initialState
    const events = Effect.runSync(StockRowDecider.decide(movement, before))
    states.set(stockRowId(movement.row), events.reduce(StockRowDecider.evolve, before))
  }
  return (row: StockRowKey) => states.get(stockRowId(row)) ?? StockRowDecider.initialState
}
