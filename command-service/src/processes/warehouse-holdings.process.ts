import { DryingCompleted, DryingDeleted, DryingStarted, StockMoved, WarehouseId, type RecordWarehouseHoldings } from "@timber/contracts"
import { WarehouseHoldingsDecider, warehouseHoldingsStream } from "@timber/domain"
import { absurd, HashMap, Option, Schema } from "effect"
import { keyedRows, rowPerKey } from "./keyed-rows"
import { reactOn, type ProcessManager } from "./process-manager"

const HoldingsEvent = Schema.Union(StockMoved, DryingStarted, DryingCompleted, DryingDeleted)
type HoldingsEvent = typeof HoldingsEvent.Type

/** A stock row's six quantities as its movements left them, and its warehouse. */
const ROW_ROWS = rowPerKey("row", Schema.Struct({ warehouseId: WarehouseId, quantities: Schema.Record({ key: Schema.String, value: Schema.Number }) }))
/** Per warehouse: how many of its rows hold pieces, how many drying batches naming it run. */
const WAREHOUSE_ROWS = rowPerKey("warehouse", Schema.Struct({ rowsWithStock: Schema.Number, runningBatches: Schema.Number }))
/** A running batch's warehouse, so its completion or deletion counts it off. */
const BATCH_ROWS = rowPerKey("batch", WarehouseId)

const HoldingsStateSchema = Schema.Struct({
  rows: Schema.HashMap({ key: Schema.String, value: ROW_ROWS.row }),
  warehouses: Schema.HashMap({ key: Schema.String, value: WAREHOUSE_ROWS.row }),
  batches: Schema.HashMap({ key: Schema.String, value: BATCH_ROWS.row })
})
export type WarehouseHoldingsProcessState = typeof HoldingsStateSchema.Type
const initialState: WarehouseHoldingsProcessState = { rows: HashMap.empty(), warehouses: HashMap.empty(), batches: HashMap.empty() }

type Counts = typeof WAREHOUSE_ROWS.row.Type
const NONE: Counts = { rowsWithStock: 0, runningBatches: 0 }
const countsOf = (state: WarehouseHoldingsProcessState, warehouseId: string) => Option.getOrElse(HashMap.get(state.warehouses, warehouseId), () => NONE)
const piecesIn = (quantities: Readonly<Record<string, number>>) => Object.values(quantities).reduce((sum, n) => sum + n, 0)

/** One event folded: the state after, and the warehouse whose counts it moved (before and after). */
const step = (
  state: WarehouseHoldingsProcessState,
  e: HoldingsEvent
): { readonly state: WarehouseHoldingsProcessState; readonly warehouseId: string | null; readonly before: Counts; readonly after: Counts } => {
  const counted = (warehouseId: string, change: Partial<Counts>, next: WarehouseHoldingsProcessState) => {
    const before = countsOf(state, warehouseId)
    const after = { ...before, ...change }
    return { state: { ...next, warehouses: HashMap.set(next.warehouses, warehouseId, after) }, warehouseId, before, after }
  }
  switch (e._tag) {
    case "StockMoved": {
      const row = Option.getOrUndefined(HashMap.get(state.rows, e.stockRowId))
      const quantities: Record<string, number> = { ...row?.quantities }
      for (const change of e.changes) quantities[change.bucket] = change.after
      const held = piecesIn(row?.quantities ?? {}) > 0
      const holds = piecesIn(quantities) > 0
      const next = { ...state, rows: HashMap.set(state.rows, e.stockRowId, { warehouseId: e.warehouseId, quantities }) }
      const rowsWithStock = countsOf(state, e.warehouseId).rowsWithStock + (holds === held ? 0 : holds ? 1 : -1)
      return counted(e.warehouseId, { rowsWithStock: Math.max(0, rowsWithStock) }, next)
    }
    case "DryingStarted": {
      if (e.warehouseId === null || HashMap.has(state.batches, e.dryingId)) return { state, warehouseId: null, before: NONE, after: NONE }
      const next = { ...state, batches: HashMap.set(state.batches, e.dryingId, e.warehouseId) }
      return counted(e.warehouseId, { runningBatches: countsOf(state, e.warehouseId).runningBatches + 1 }, next)
    }
    case "DryingCompleted":
    case "DryingDeleted": {
      const warehouseId = Option.getOrUndefined(HashMap.get(state.batches, e.dryingId))
      if (warehouseId === undefined) return { state, warehouseId: null, before: NONE, after: NONE }
      const next = { ...state, batches: HashMap.remove(state.batches, e.dryingId) }
      return counted(warehouseId, { runningBatches: Math.max(0, countsOf(state, warehouseId).runningBatches - 1) }, next)
    }
    default:
      return absurd(e)
  }
}

const holdingsOf = (counts: Counts) => ({ holdsStock: counts.rowsWithStock > 0, runningBatches: counts.runningBatches > 0 })

/**
 * What each warehouse holds: it follows every stock movement and drying batch
 * and, when a warehouse starts or stops holding stock (any row with pieces, in transit included)
 * or a drying batch naming it starts or ends, records that on the warehouse's holdings stream,
 * which the archive reads. Only the turns are recorded, so the stream stays short. A redelivered
 * event records nothing twice (the holdings' decider records a count it already holds as nothing).
 */
export const warehouseHoldingsProcess: ProcessManager<WarehouseHoldingsProcessState, HoldingsEvent> = {
  name: "warehouse-holdings",
  actor: { userId: "process:warehouse-holdings", email: "stock@timber.works" },
  events: HoldingsEvent,
  initialState,
  state: HoldingsStateSchema,
  keyed: keyedRows({
    initialState,
    parts: { rows: ROW_ROWS, warehouses: WAREHOUSE_ROWS, batches: BATCH_ROWS },
    keysOf: (e, state) => {
      switch (e._tag) {
        case "StockMoved":
          return [ROW_ROWS.key(e.stockRowId), WAREHOUSE_ROWS.key(e.warehouseId)]
        case "DryingStarted":
          return [BATCH_ROWS.key(e.dryingId), ...(e.warehouseId === null ? [] : [WAREHOUSE_ROWS.key(e.warehouseId)])]
        case "DryingCompleted":
        case "DryingDeleted": {
          // the batch's row names its warehouse: asked again once it is loaded
          const warehouseId = Option.getOrUndefined(HashMap.get(state.batches, e.dryingId))
          return [BATCH_ROWS.key(e.dryingId), ...(warehouseId === undefined ? [] : [WAREHOUSE_ROWS.key(warehouseId)])]
        }
        default:
          return absurd(e)
      }
    }
  }),
  evolve: (state, e) => step(state, e).state,
  react: (state, e) => {
    const { warehouseId, before, after } = step(state, e)
    const [was, is] = [holdingsOf(before), holdingsOf(after)]
    if (warehouseId === null || (was.holdsStock === is.holdsStock && was.runningBatches === is.runningBatches)) return []
    const id = WarehouseId.make(warehouseId)
    const command: RecordWarehouseHoldings = { _tag: "RecordWarehouseHoldings", warehouseId: id, holdings: is }
    return [reactOn(WarehouseHoldingsDecider, warehouseHoldingsStream(id), command)]
  }
}
