import {
  LotId,
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
import { absurd, HashMap, Option, Schema } from "effect"
import { UniqueValues } from "../commands/unique-values"
import { reactOn, type ProcessManager, type Reaction } from "./process-manager"

const LotSlicingEvent = Schema.Union(LotCreated, LotDeleted, SlicingOperationRecorded, SlicingOperationRevised, SlicingOperationEnded, SlicingOperationDeleted)
type LotSlicingEvent = typeof LotSlicingEvent.Type

/**
 * Persistent maps (stored as the same [key, value] pairs a ReadonlyMap was): they gain an entry
 * with every LOT and operation, and a copied Map made each new one cost all the earlier ones.
 */
const LotSlicingStateSchema = Schema.Struct({
  /** LOT number (as the uniqueness reservation keys it) -> LOT id: operations name their LOT by number */
  lots: Schema.HashMap({ key: Schema.String, value: LotId }),
  /** operation id -> its LOT number key and sleeper */
  operations: Schema.HashMap({ key: Schema.String, value: Schema.Struct({ lot: Schema.String, sleeper: Schema.Number }) }),
  /** LOT number key -> the sleepers with an ended operation */
  sliced: Schema.HashMap({ key: Schema.String, value: Schema.Array(Schema.Number) })
})
type LotSlicingState = typeof LotSlicingStateSchema.Type

const keyOf = UniqueValues.lotNumber.key

const operationOf = (state: LotSlicingState, operationId: string) => Option.getOrUndefined(HashMap.get(state.operations, operationId))

/** The LOT's sliced sleepers once this operation's sleeper is among them. */
const slicedWith = (state: LotSlicingState, op: { readonly lot: string; readonly sleeper: number }) =>
  new Set(Option.getOrElse(HashMap.get(state.sliced, op.lot), () => [])).add(op.sleeper)

const toLot = (state: LotSlicingState, lot: string, command: (lotId: LotId) => StartLotSlicing | RecordLotSlicingProgress): ReadonlyArray<Reaction> => {
  const lotId = Option.getOrUndefined(HashMap.get(state.lots, lot))
  return lotId ? [reactOn(LotDecider, lotStream(lotId), command(lotId))] : []
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
  initialState: { lots: HashMap.empty(), operations: HashMap.empty(), sliced: HashMap.empty() },
  state: LotSlicingStateSchema,
  evolve: (state, e) => {
    switch (e._tag) {
      case "LotCreated":
        return { ...state, lots: HashMap.set(state.lots, keyOf(e.lotNumber), e.lotId) }
      case "LotDeleted":
        return { ...state, lots: HashMap.remove(state.lots, keyOf(e.lotNumber)) }
      case "SlicingOperationRecorded":
        return { ...state, operations: HashMap.set(state.operations, e.operationId, { lot: keyOf(e.lotNumber), sleeper: e.sleeperNumber }) }
      case "SlicingOperationRevised":
        return state
      case "SlicingOperationEnded": {
        const op = operationOf(state, e.operationId)
        if (!op) return state
        return { ...state, sliced: HashMap.set(state.sliced, op.lot, [...slicedWith(state, op)]) }
      }
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
      case "SlicingOperationEnded": {
        const op = operationOf(state, e.operationId)
        if (!op) return []
        return toLot(state, op.lot, (lotId) => ({ _tag: "RecordLotSlicingProgress", lotId, slicedSleepers: slicedWith(state, op).size }))
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
