import {
  BusinessRuleViolation,
  SlicingMessages,
  stockSizeText,
  type EndSlicingOperation,
  type LotEvent,
  type MoveStock,
  type SlicingOperationEvent,
  type StockRowKey
} from "@timber/contracts"
import { Effect } from "effect"
import { LotDecider } from "../../lot/decider"
import type { LotState } from "../../lot/state"
import { SlicingOperationDecider, type SlicingOperationState } from "../../slicing-operation/decider"
import { slicedSleeperRow, slicedStock, type SlicedStock } from "../../slicing-operation/sliced-stock"
import type { HeldStock } from "../../stock-row/held-stock"
import { decideInTurn } from "../decide-in-turn"
import type { Step } from "../step"

export interface EndSlicingGiven {
  readonly operation: SlicingOperationState
  /** The LOT the operation names by number; its initial state when no LOT holds that number. */
  readonly lot: LotState
  /** The rows `endSlicingRows` names (given the rows it named first), as the command read them. */
  readonly stock: HeldStock
}

export interface EndSlicingDecision {
  readonly operation: ReadonlyArray<SlicingOperationEvent>
  readonly lot: ReadonlyArray<LotEvent>
  /** The sleeper out of NOT_DRIED, its planks in by nominal size. */
  readonly stock: ReadonlyArray<MoveStock>
}

/**
 * A sleeper received before nominal sizes lies in the row its legacy row was carried over to:
 * the same product and thickness, whose width was never kept.
 */
const carriedSleeperRow = (row: StockRowKey): StockRowKey => ({ ...row, width: null })

/** Whether a row, as the command read it, still holds a sleeper to slice. */
const holdsASleeper = (stock: HeldStock, row: StockRowKey) => stock(row).state.quantities.NOT_DRIED >= 1

/**
 * The stock rows ending the operation reads: the sleeper's own row; once that row is read (`read`)
 * holding none, also the row a legacy row of its size was carried over to (read only then).
 */
export const endSlicingRows = (operation: SlicingOperationState, lot: LotState, read?: HeldStock): ReadonlyArray<StockRowKey> => {
  const row = slicedSleeperRow(operation, lot)
  if (row === null) return []
  return read === undefined || holdsASleeper(read, row) ? [row] : [row, carriedSleeperRow(row)]
}

/**
 * The sleeper leaves the row that holds it: its own, else the row its legacy row was carried over
 * to. Refused in words when neither holds it (dried, transferred, sliced under another operation).
 */
const sleeperOut = (stock: HeldStock, sliced: SlicedStock, lotNumber: string): Effect.Effect<ReadonlyArray<MoveStock>, BusinessRuleViolation> => {
  if (holdsASleeper(stock, sliced.sleeperRow)) return Effect.succeed(sliced.movements)
  const carried = carriedSleeperRow(sliced.sleeperRow)
  if (!holdsASleeper(stock, carried))
    return Effect.fail(
      new BusinessRuleViolation({ message: SlicingMessages.sleeperNotInStock(sliced.lot.sleeperNumber, lotNumber, stockSizeText(sliced.sleeperRow)) })
    )
  return Effect.succeed(sliced.movements.map((movement, i) => (i === 0 ? { ...movement, row: carried } : movement)))
}

/**
 * Ends a slicing operation (factory spec section 4): the operation's end, its sleeper out of the
 * NOT_DRIED row its receipt put it in, its planks in by nominal size, the ledger naming the
 * operation's serial and the LOT, and the LOT's record of the sleeper (its volume account, its
 * slicing stage), all decided together. The end may come before the LOT was told that slicing
 * started: it starts it, then records the sleeper. An operation ended before changes nothing again.
 */
export const endSlicing: Step<EndSlicingGiven, EndSlicingOperation, EndSlicingDecision> = (given, intent) =>
  Effect.gen(function* () {
    const ended = yield* decideInTurn(SlicingOperationDecider, given.operation, [intent])
    const nothingMoves = { operation: ended.events, lot: [], stock: [] }
    if (given.operation.status === "completed" || ended.state.lotNumber === null) return nothingMoves
    const sliced = yield* slicedStock(intent.operationId, ended.state, given.lot)
    const stock = yield* sleeperOut(given.stock, sliced, ended.state.lotNumber)
    const lot = yield* decideInTurn(LotDecider, given.lot, [{ _tag: "StartLotSlicing", lotId: sliced.lot.lotId, operationId: intent.operationId }, sliced.lot])
    return { operation: ended.events, lot: lot.events, stock }
  })
