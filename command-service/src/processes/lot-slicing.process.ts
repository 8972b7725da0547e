import {
  LotId,
  LotCreated,
  LotDeleted,
  SlicingOperationDeleted,
  SlicingOperationEnded,
  SlicingOperationRecorded,
  SlicingOperationRevised,
  type StartLotSlicing
} from "@timber/contracts"
import { LotDecider, lotStream } from "@timber/domain"
import { absurd, HashMap, Option, Schema } from "effect"
import { UniqueValues } from "../commands/unique-values"
import { keyedRows, rowPerKey } from "./keyed-rows"
import { reactOn, type ProcessManager, type Reaction } from "./process-manager"

const LotSlicingEvent = Schema.Union(LotCreated, LotDeleted, SlicingOperationRecorded, SlicingOperationRevised, SlicingOperationEnded, SlicingOperationDeleted)
type LotSlicingEvent = typeof LotSlicingEvent.Type

const OperationRow = Schema.Struct({ lot: Schema.String, sleeper: Schema.Number })

/**
 * Persistent maps: they gain an entry with every LOT and operation. Kept as rows keyed by
 * correlation (`keyed` below: `lot:<LOT number key>`, `op:<operation id>`), so the runner holds
 * and writes only the rows a batch names, never one document of every LOT (1.28 MB
 * rewritten every second at 30k LOTs).
 */
const LotSlicingStateSchema = Schema.Struct({
  /** LOT number (as the uniqueness reservation keys it) -> LOT id: operations name their LOT by number */
  lots: Schema.HashMap({ key: Schema.String, value: LotId }),
  /** operation id -> its LOT number key and sleeper */
  operations: Schema.HashMap({ key: Schema.String, value: OperationRow })
})
type LotSlicingState = typeof LotSlicingStateSchema.Type

const keyOf = UniqueValues.lotNumber.key

const LOT_ROWS = rowPerKey("lot", LotId)
const OPERATION_ROWS = rowPerKey("op", OperationRow)
const initialState: LotSlicingState = { lots: HashMap.empty(), operations: HashMap.empty() }

const operationOf = (state: LotSlicingState, operationId: string) => Option.getOrUndefined(HashMap.get(state.operations, operationId))

const toLot = (state: LotSlicingState, lot: string, command: (lotId: LotId) => StartLotSlicing): ReadonlyArray<Reaction> => {
  const lotId = Option.getOrUndefined(HashMap.get(state.lots, lot))
  return lotId ? [reactOn(LotDecider, lotStream(lotId), command(lotId))] : []
}

/**
 * The LOT's slicing stage follows the slicer (platform spec section 4; domain/README.md
 * "Receipt processing"): an operation that starts (recorded or revised with a start time) on a
 * LOT makes it SLICING. The LOT decides (SLEEPERS only, receipt confirmed, sleepers left to
 * slice); this only carries what the slicer did, with ids derived from the trigger. An ended
 * operation is not this process's: the end tells its LOT in its own append, with the stock it
 * moves (domain/src/steps/end-slicing), so the LOT completes with its last sleeper.
 */
export const lotSlicingProcess: ProcessManager<LotSlicingState, LotSlicingEvent> = {
  name: "lot-slicing",
  actor: { userId: "process:lot-slicing", email: "slicing@timber.works" },
  events: LotSlicingEvent,
  initialState,
  state: LotSlicingStateSchema,
  keyed: keyedRows({
    initialState,
    parts: { lots: LOT_ROWS, operations: OPERATION_ROWS },
    keysOf: (e, state) => {
      switch (e._tag) {
        case "LotCreated":
        case "LotDeleted":
          return [LOT_ROWS.key(keyOf(e.lotNumber))]
        case "SlicingOperationRecorded":
          return [OPERATION_ROWS.key(e.operationId), LOT_ROWS.key(keyOf(e.lotNumber))]
        case "SlicingOperationRevised": {
          // the operation's row names its LOT's
          const op = operationOf(state, e.operationId)
          return op ? [OPERATION_ROWS.key(e.operationId), LOT_ROWS.key(op.lot)] : [OPERATION_ROWS.key(e.operationId)]
        }
        case "SlicingOperationDeleted":
          return [OPERATION_ROWS.key(e.operationId)]
        case "SlicingOperationEnded":
          return []
        default:
          return absurd(e)
      }
    }
  }),
  evolve: (state, e) => {
    switch (e._tag) {
      case "LotCreated":
        return { ...state, lots: HashMap.set(state.lots, keyOf(e.lotNumber), e.lotId) }
      case "LotDeleted":
        return { ...state, lots: HashMap.remove(state.lots, keyOf(e.lotNumber)) }
      case "SlicingOperationRecorded":
        return { ...state, operations: HashMap.set(state.operations, e.operationId, { lot: keyOf(e.lotNumber), sleeper: e.sleeperNumber }) }
      case "SlicingOperationRevised":
      case "SlicingOperationEnded":
        return state
      case "SlicingOperationDeleted":
        return { ...state, operations: HashMap.remove(state.operations, e.operationId) }
      default:
        return absurd(e)
    }
  },
  react: (state, e) => {
    switch (e._tag) {
      case "SlicingOperationRecorded":
        return e.startTime === null ? [] : toLot(state, keyOf(e.lotNumber), (lotId) => ({ _tag: "StartLotSlicing", lotId, operationId: e.operationId }))
      case "SlicingOperationRevised": {
        const op = operationOf(state, e.operationId)
        return op && e.startTime !== null ? toLot(state, op.lot, (lotId) => ({ _tag: "StartLotSlicing", lotId, operationId: e.operationId })) : []
      }
      case "SlicingOperationEnded":
      case "LotCreated":
      case "LotDeleted":
      case "SlicingOperationDeleted":
        return []
      default:
        return absurd(e)
    }
  }
}
