import {
  BusinessRuleViolation,
  EMPTY_STOCK,
  NotFound,
  normalThickness,
  STOCK_BUCKETS,
  StockEvent,
  StockMessages,
  stockAvailable,
  stockRowId,
  ValidationError,
  WOOD_STATUS_LABELS,
  type StockBucket,
  type StockChange,
  type StockCommand,
  type StockMovementSource,
  type StockQuantities,
  type StockMoved,
  type StockRowKey
} from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"

/**
 * One stock row: warehouse × wood type × thickness, its six quantities, its minimum level
 * and the movements already applied (so a business step repeated moves nothing).
 */
export interface StockRowState {
  readonly quantities: StockQuantities
  readonly minimum: number | null
  readonly applied: ReadonlySet<string>
  readonly exists: boolean
  /** The last movement applied to the row: an adjustment answers with its before and after. */
  readonly lastMove: Omit<typeof StockMoved.Type, "_tag"> | null
}

export const stockRowStream = (key: StockRowKey) => `StockRow-${stockRowId(key)}`

const BUCKET_LABELS: Readonly<Record<StockBucket, string>> = { ...WOOD_STATUS_LABELS, IN_TRANSIT_OUT: "In Transit Out", IN_TRANSIT_IN: "In Transit In" }

const isBelow = (quantities: StockQuantities, minimum: number | null) => minimum !== null && stockAvailable(quantities) < minimum

const rowFields = (key: StockRowKey) => ({
  stockRowId: stockRowId(key),
  warehouseId: key.warehouseId,
  woodTypeId: key.woodTypeId,
  thickness: normalThickness(key.thickness)
})

/** The events of a movement: StockMoved and, when it takes the row below its minimum, StockFellBelowMinimum once. */
const moved = (state: StockRowState, key: StockRowKey, source: StockMovementSource, delta: Readonly<Partial<Record<StockBucket, number>>>) => {
  const after = { ...state.quantities }
  const changes: StockChange[] = []
  for (const bucket of STOCK_BUCKETS) {
    const change = delta[bucket] ?? 0
    if (change === 0) continue
    after[bucket] = state.quantities[bucket] + change
    changes.push({ bucket, before: state.quantities[bucket], after: after[bucket], change })
  }
  if (changes.length === 0) return []
  const row = rowFields(key)
  const { movementId, source: kind, sourceDocumentId, sourceDocumentNumber, reason, notes } = source
  const reverts = "reverts" in source && typeof source.reverts === "string" ? { reverts: source.reverts } : {}
  const events: StockEvent[] = [
    { _tag: "StockMoved", ...row, movementId, source: kind, sourceDocumentId, sourceDocumentNumber, reason, notes, changes, ...reverts }
  ]
  if (!isBelow(state.quantities, state.minimum) && isBelow(after, state.minimum)) {
    events.push({ _tag: "StockFellBelowMinimum", ...row, available: stockAvailable(after), minimum: state.minimum! })
  }
  return events
}

/** No quantity is ever negative: a take larger than the row holds is refused in the spec's words. */
const enough = (
  state: StockRowState,
  source: StockMovementSource,
  delta: Readonly<Partial<Record<StockBucket, number>>>
): Effect.Effect<void, BusinessRuleViolation | ValidationError> => {
  for (const bucket of STOCK_BUCKETS) {
    const change = delta[bucket] ?? 0
    if (!Number.isInteger(change)) return Effect.fail(new ValidationError({ message: StockMessages.quantityInvalid }))
    if (state.quantities[bucket] + change < 0) {
      return Effect.fail(
        new BusinessRuleViolation({ message: StockMessages.notEnough(source.source, -change, state.quantities[bucket], BUCKET_LABELS[bucket]) })
      )
    }
  }
  return Effect.void
}

export const StockRowDecider: Decider<StockCommand, StockEvent, StockRowState> = {
  events: StockEvent,
  initialState: { quantities: EMPTY_STOCK, minimum: null, applied: new Set(), exists: false, lastMove: null },
  evolve: (state, event) => {
    switch (event._tag) {
      case "StockMoved": {
        const quantities = { ...state.quantities }
        for (const c of event.changes) quantities[c.bucket] = c.after
        const applied = new Set(state.applied)
        if (event.reverts === undefined) applied.add(event.movementId)
        else applied.delete(event.reverts)
        const { _tag, ...lastMove } = event
        return { ...state, quantities, applied, exists: true, lastMove }
      }
      case "StockMinimumSet":
        return { ...state, minimum: event.minimum, exists: true }
      case "StockFellBelowMinimum":
        return state
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "MoveStock": {
        if (command.reverts !== undefined ? !state.applied.has(command.reverts) : state.applied.has(command.movementId)) return Effect.succeed([])
        if (!state.exists && Object.values(command.changes).some((change) => (change ?? 0) < 0)) {
          return Effect.fail(new NotFound({ message: StockMessages.selectedStockNotFound }))
        }
        return Effect.as(enough(state, command, command.changes), moved(state, command.row, command, command.changes))
      }
      case "AdjustStock": {
        if (state.applied.has(command.movementId)) return Effect.succeed([])
        if (!Number.isInteger(command.quantity) || command.quantity < 0) return Effect.fail(new ValidationError({ message: StockMessages.quantityInvalid }))
        if (!command.reason.trim()) return Effect.fail(new ValidationError({ message: StockMessages.reasonRequired }))
        const delta = { [command.status]: command.quantity - state.quantities[command.status] }
        return Effect.succeed(moved(state, command.row, command, delta))
      }
      case "SetStockMinimum": {
        if (command.minimum !== null && (!Number.isInteger(command.minimum) || command.minimum < 0)) {
          return Effect.fail(new ValidationError({ message: StockMessages.quantityInvalid }))
        }
        if (state.exists && state.minimum === command.minimum) return Effect.succeed([])
        const row = rowFields(command.row)
        const events: StockEvent[] = [{ _tag: "StockMinimumSet", ...row, minimum: command.minimum }]
        if (!isBelow(state.quantities, state.minimum) && isBelow(state.quantities, command.minimum)) {
          events.push({ _tag: "StockFellBelowMinimum", ...row, available: stockAvailable(state.quantities), minimum: command.minimum! })
        }
        return Effect.succeed(events)
      }
      default:
        return absurd(command)
    }
  }
}
