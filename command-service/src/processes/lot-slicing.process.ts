import {
  LotCreated,
  LotDeleted,
  SlicingOperationDeleted,
  SlicingOperationEnded,
  SlicingOperationRecorded,
  SlicingOperationRevised,
  type RecordLotSlicingProgress,
  type StartLotSlicing
} from "@timber/contracts"
import { LotDecider, lotStream } from "@timber/domain"
import { absurd, Schema } from "effect"
import { UniqueValues } from "../commands/unique-values"
import type { ProcessManager, Reaction } from "./process-manager"

const LotSlicingEvent = Schema.Union(LotCreated, LotDeleted, SlicingOperationRecorded, SlicingOperationRevised, SlicingOperationEnded, SlicingOperationDeleted)
type LotSlicingEvent = typeof LotSlicingEvent.Type

const LotSlicingStateSchema = Schema.Struct({
  /** LOT number (as the uniqueness reservation keys it) -> LOT id: operations name their LOT by number */
  lots: Schema.ReadonlyMap({ key: Schema.String, value: Schema.String }),
  /** operation id -> its LOT number key and sleeper */
  operations: Schema.ReadonlyMap({ key: Schema.String, value: Schema.Struct({ lot: Schema.String, sleeper: Schema.Number }) }),
  /** LOT number key -> the sleepers with an ended operation */
  sliced: Schema.ReadonlyMap({ key: Schema.String, value: Schema.Array(Schema.Number) })
})
type LotSlicingState = typeof LotSlicingStateSchema.Type

const keyOf = UniqueValues.lotNumber.key

const toLot = (state: LotSlicingState, lot: string, command: StartLotSlicing | RecordLotSlicingProgress): ReadonlyArray<Reaction> => {
  const lotId = state.lots.get(lot)
  return lotId ? [{ decider: LotDecider, streamId: lotStream(lotId), command: { ...command, lotId } }] : []
}

/**
 * The LOT's slicing stage follows the slicer (platform spec section 4; domain/README.md
 * "Receipt processing"): an operation that starts (recorded or revised with a start time) on a
 * LOT makes it SLICING, and each ended operation reports how many of the LOT's sleepers are
 * sliced, so the LOT completes when the last one is. The LOT decides (SLEEPERS only, receipt
 * confirmed); this only carries what the slicer did, with ids derived from the trigger.
 */
export const lotSlicingProcess: ProcessManager<LotSlicingState, LotSlicingEvent> = {
  name: "lot-slicing",
  actor: { userId: "process:lot-slicing", email: "slicing@timber.works" },
  events: LotSlicingEvent,
  initialState: { lots: new Map(), operations: new Map(), sliced: new Map() },
  state: LotSlicingStateSchema,
  evolve: (state, e) => {
    switch (e._tag) {
      case "LotCreated":
        return { ...state, lots: new Map(state.lots).set(keyOf(e.lotNumber), e.lotId) }
      case "LotDeleted": {
        const lots = new Map(state.lots)
        lots.delete(keyOf(e.lotNumber))
        return { ...state, lots }
      }
      case "SlicingOperationRecorded":
        return { ...state, operations: new Map(state.operations).set(e.operationId, { lot: keyOf(e.lotNumber), sleeper: e.sleeperNumber }) }
      case "SlicingOperationRevised":
        return state
      case "SlicingOperationEnded": {
        const op = state.operations.get(e.operationId)
        if (!op) return state
        const done = new Set(state.sliced.get(op.lot) ?? []).add(op.sleeper)
        return { ...state, sliced: new Map(state.sliced).set(op.lot, [...done]) }
      }
      case "SlicingOperationDeleted": {
        const operations = new Map(state.operations)
        operations.delete(e.operationId)
        return { ...state, operations }
      }
      default:
        return absurd(e)
    }
  },
  react: (state, e) => {
    switch (e._tag) {
      case "SlicingOperationRecorded":
        return e.startTime === null ? [] : toLot(state, keyOf(e.lotNumber), { _tag: "StartLotSlicing", lotId: "", operationId: e.operationId })
      case "SlicingOperationRevised": {
        const op = state.operations.get(e.operationId)
        return op && e.startTime !== null ? toLot(state, op.lot, { _tag: "StartLotSlicing", lotId: "", operationId: e.operationId }) : []
      }
      case "SlicingOperationEnded": {
        const op = state.operations.get(e.operationId)
        if (!op) return []
        const sliced = new Set(state.sliced.get(op.lot) ?? []).add(op.sleeper).size
        return toLot(state, op.lot, { _tag: "RecordLotSlicingProgress", lotId: "", slicedSleepers: sliced })
      }
      case "LotCreated":
      case "LotDeleted":
      case "SlicingOperationDeleted":
        return []
      default:
        return absurd(e)
    }
  }
}
