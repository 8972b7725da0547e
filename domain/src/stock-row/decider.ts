import {
  BusinessRuleViolation,
  Conflict,
  EMPTY_STOCK,
  EMPTY_VOLUMES,
  NotFound,
  roundM3,
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
  type MoveStock,
  type StockCommand,
  type StockMovementSource,
  type StockQuantities,
  type StockVolumes,
  type StockMoved,
  type StockRowKey
} from "@timber/contracts"
import { Effect, HashSet } from "effect"
import { absurd, type Decider } from "../decider/decider"
import { adjustedInM3, volumeChanges } from "./volumes"

/**
 * One book of a stock row (warehouse × wood type × thickness; books.ts): its six quantities,
 * its minimum level and the movements applied in this book, so a business step decided again
 * while its book is open moves nothing (after that, its source document's own state guards it).
 */
export interface StockRowState {
  readonly quantities: StockQuantities
  /** m³ per quantity, beside the pieces (0 on rows that moved before it). */
  readonly volumes: StockVolumes
  /** A legacy row carried over to nominal sizes: where its stock went, and where movements named by its key go. */
  readonly carriedTo: StockRowKey | null
  readonly minimum: number | null
  /** Persistent, so a fold adds each movement without copying the ones before. */
  readonly applied: HashSet.HashSet<string>
  readonly exists: boolean
  /** The last movement applied to the row: an adjustment answers with its before and after. */
  readonly lastMove: Omit<typeof StockMoved.Type, "_tag"> | null
  /** Which book this is (0: the row's first stream), how many events it holds, and the book that goes on once it is closed. */
  readonly period: number
  readonly events: number
  readonly next: number | null
}

/**
 * How many events a row's book holds before the movement that finds it full closes it and opens
 * the next: enough that a book turns over rarely, few enough that a command folds it in well
 * under a millisecond.
 */
export const STOCK_ROW_EVENTS_PER_BOOK = 500

export const STOCK_ROW_STREAM_PREFIX = "StockRow-"

/**
 * The stream of a row's book: book 0 is `StockRow-<row id>`, the stream every row had before
 * books (stores hold them), and the name its wood type's use and the ledger know the row by;
 * book n ≥ 1 is `StockRow-<row id>@book-<n>`, which the audit shows as that row's book n.
 */
export const stockRowStream = (key: StockRowKey, period = 0) =>
  period === 0 ? `${STOCK_ROW_STREAM_PREFIX}${stockRowId(key)}` : `${STOCK_ROW_STREAM_PREFIX}${stockRowId(key)}@book-${period}`

/** The book is full: the next movement on it closes it and goes on in the next book. */
export const stockRowBookFull = (state: StockRowState) => state.events >= STOCK_ROW_EVENTS_PER_BOOK

/** A movement or adjustment this book already holds: deciding it again moves nothing, on this book or the next. */
const movedInBook = (state: StockRowState, command: StockCommand) => {
  switch (command._tag) {
    case "MoveStock":
    case "AdjustStock":
      return HashSet.has(state.applied, command.movementId) && !(command._tag === "MoveStock" && revertStands(state, command))
    case "SetStockMinimum":
    case "CloseStockRowBook":
    case "OpenStockRowBook":
    case "CarryOverStockRow":
      return false
    default:
      return absurd(command)
  }
}

/** A revert whose movement is applied in this book again (taken back, then made anew): it may be taken back again. */
const revertStands = (state: StockRowState, command: MoveStock) => command.reverts !== undefined && HashSet.has(state.applied, command.reverts)

const bookClosed = (state: StockRowState) =>
  state.next !== null ? Effect.fail(new Conflict({ message: "This stock row's book is closed; its stock goes on in the next" })) : Effect.void

const BUCKET_LABELS: Readonly<Record<StockBucket, string>> = { ...WOOD_STATUS_LABELS, IN_TRANSIT_OUT: "In Transit Out", IN_TRANSIT_IN: "In Transit In" }

const isBelow = (quantities: StockQuantities, minimum: number | null) => minimum !== null && stockAvailable(quantities) < minimum

/** The row as its events name it: a nominal row with its product and width, a legacy row without. */
export const rowFields = (key: StockRowKey) => ({
  stockRowId: stockRowId(key),
  warehouseId: key.warehouseId,
  woodTypeId: key.woodTypeId,
  thickness: normalThickness(key.thickness),
  ...(key.product === undefined ? {} : { product: key.product, width: key.width ?? null })
})

/**
 * The events of a movement: StockMoved (pieces and m³ of each quantity it changed) and, when it takes
 * the row below its minimum, StockFellBelowMinimum once.
 */
const moved = (
  state: StockRowState,
  key: StockRowKey,
  source: StockMovementSource & Pick<MoveStock, "measured" | "reverts">,
  delta: Readonly<Partial<Record<StockBucket, number>>>,
  explicitM3: Readonly<Partial<Record<StockBucket, number>>> = {}
) => {
  const after = { ...state.quantities }
  const m3 = volumeChanges(state.quantities, state.volumes, delta, explicitM3)
  const changes: StockChange[] = []
  for (const bucket of STOCK_BUCKETS) {
    const change = delta[bucket] ?? 0
    if (change === 0) continue
    after[bucket] = state.quantities[bucket] + change
    const m3Before = state.volumes[bucket]
    // pieces 0 hold 0 m³, and m³ is never below 0
    const m3After = after[bucket] === 0 ? 0 : Math.max(0, roundM3(m3Before + (m3[bucket] ?? 0)))
    // a quantity that holds and moves no m³ (a row counted before nominal sizes) records pieces only, as before
    const volume = m3Before === 0 && m3After === 0 ? {} : { m3Before, m3After, m3Change: roundM3(m3After - m3Before) }
    changes.push({ bucket, before: state.quantities[bucket], after: after[bucket], change, ...volume })
  }
  if (changes.length === 0) return []
  const row = rowFields(key)
  const { movementId, source: kind, sourceDocumentId, sourceDocumentNumber, reason, notes } = source
  const reverts = typeof source.reverts === "string" ? { reverts: source.reverts } : {}
  const measured = source.measured !== undefined && source.measured.length > 0 ? { measured: source.measured } : {}
  const events: StockEvent[] = [
    { _tag: "StockMoved", ...row, movementId, source: kind, sourceDocumentId, sourceDocumentNumber, reason, notes, changes, ...reverts, ...measured }
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
  initialState: {
    quantities: EMPTY_STOCK,
    volumes: EMPTY_VOLUMES,
    carriedTo: null,
    minimum: null,
    applied: HashSet.empty(),
    exists: false,
    lastMove: null,
    period: 0,
    events: 0,
    next: null
  },
  evolve: (before, event) => {
    const state = { ...before, events: before.events + 1 }
    switch (event._tag) {
      case "StockMoved": {
        const quantities = { ...state.quantities }
        const volumes = { ...state.volumes }
        for (const c of event.changes) {
          quantities[c.bucket] = c.after
          // a movement recorded before m³ moved none: what the quantity held stays, unless it emptied
          volumes[c.bucket] = c.m3After ?? (c.after === 0 ? 0 : volumes[c.bucket])
        }
        const applied =
          event.reverts === undefined
            ? HashSet.add(state.applied, event.movementId)
            : HashSet.add(HashSet.remove(state.applied, event.reverts), event.movementId)
        const { _tag, ...lastMove } = event
        return { ...state, quantities, volumes, applied, exists: true, lastMove }
      }
      case "StockMinimumSet":
        return { ...state, minimum: event.minimum, exists: true }
      case "StockFellBelowMinimum":
        return state
      case "StockRowBookClosed":
        return { ...state, next: event.next }
      case "StockRowBookOpened":
        // a new book knows nothing the book before applied: its movements are guarded by their documents
        return {
          ...StockRowDecider.initialState,
          quantities: event.quantities,
          volumes: event.volumes ?? EMPTY_VOLUMES,
          minimum: event.minimum,
          exists: true,
          period: event.period,
          events: 1
        }
      case "StockRowCarriedOver": {
        const { stockRowId: _id, ...to } = event.to
        return { ...state, carriedTo: { warehouseId: event.warehouseId, woodTypeId: event.woodTypeId, ...to } }
      }
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    if (movedInBook(state, command)) return Effect.succeed([])
    switch (command._tag) {
      case "MoveStock": {
        if (!state.exists && Object.values(command.changes).some((change) => (change ?? 0) < 0)) {
          return Effect.fail(new NotFound({ message: StockMessages.selectedStockNotFound }))
        }
        return Effect.zipRight(
          bookClosed(state),
          Effect.as(enough(state, command, command.changes), moved(state, command.row, command, command.changes, command.volumes))
        )
      }
      case "AdjustStock": {
        if (!Number.isInteger(command.quantity) || command.quantity < 0) return Effect.fail(new ValidationError({ message: StockMessages.quantityInvalid }))
        if (!command.reason.trim()) return Effect.fail(new ValidationError({ message: StockMessages.reasonRequired }))
        const added = command.quantity - state.quantities[command.status]
        const delta = { [command.status]: added }
        const m3 = added > 0 ? { [command.status]: adjustedInM3(state.quantities, state.volumes, command.status, added) } : {}
        return Effect.as(bookClosed(state), moved(state, command.row, command, delta, m3))
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
        return Effect.as(bookClosed(state), events)
      }
      case "CloseStockRowBook":
        if (command.next <= state.period) return Effect.die(new Error(`book ${command.next} does not follow book ${state.period}`))
        return Effect.as(bookClosed(state), [{ _tag: "StockRowBookClosed" as const, ...rowFields(command.row), period: state.period, next: command.next }])
      case "OpenStockRowBook":
        if (state.events > 0) return Effect.fail(new Conflict({ message: "This stock row's book is already open" }))
        return Effect.succeed([
          {
            _tag: "StockRowBookOpened" as const,
            ...rowFields(command.row),
            period: command.period,
            quantities: command.quantities,
            minimum: command.minimum,
            volumes: command.volumes
          }
        ])
      case "CarryOverStockRow": {
        // once carried, or never held anything: nothing to carry (the carry-over may run at every start)
        if (state.carriedTo !== null || !state.exists) return Effect.succeed([])
        const out = Object.fromEntries(STOCK_BUCKETS.filter((b) => state.quantities[b] !== 0).map((b) => [b, -state.quantities[b]]))
        const source: StockMovementSource = {
          movementId: `CARRIED_OVER:${stockRowId(command.row)}`,
          source: "CARRIED_OVER",
          sourceDocumentId: stockRowId(command.row),
          sourceDocumentNumber: normalThickness(command.row.thickness),
          reason: StockMessages.carriedOver,
          notes: null
        }
        const to = command.to
        if (to.product === undefined) return Effect.die(new Error("a legacy row is carried over to a row in nominal sizes"))
        return Effect.as(bookClosed(state), [
          ...moved(state, command.row, source, out),
          {
            _tag: "StockRowCarriedOver" as const,
            ...rowFields(command.row),
            to: { stockRowId: stockRowId(to), thickness: normalThickness(to.thickness), product: to.product, width: to.width ?? null }
          }
        ])
      }
      default:
        return absurd(command)
    }
  }
}
