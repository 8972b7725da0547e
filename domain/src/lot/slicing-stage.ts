import type { LotEvent, LotStatus, RecordSleeperSliced, StartLotSlicing } from "@timber/contracts"
import { Effect } from "effect"
import { absurd } from "../decider/decider"
import { nextLotState } from "./lifecycle.machine"
import type { LotDetails, LotState } from "./state"

/** Every sleeper the receipt counted has an ended slicing operation. */
const everySleeperSliced = (lot: LotDetails) => lot.receipt.actualPieces !== null && lot.sliced.length >= lot.receipt.actualPieces

/** SLICING once the slicer starts on a confirmed receipt that still has sleepers to slice; null when the LOT does not move. */
const slicingStarts = (lot: LotDetails): LotStatus | null => {
  const next = nextLotState(lot.status, { type: "START_SLICING" })
  return next === "SLICING" && lot.receipt.stage === "confirmed" && !everySleeperSliced(lot) ? next : null
}

/**
 * The LOT's slicing stage (platform spec section 4; domain/README.md "Receipt processing"): the
 * slicer starting on a SLEEPERS LOT whose receipt is confirmed makes it SLICING; each ended
 * operation records its sleeper on the LOT (in the end's own append, with the stock it moves), and
 * once every sleeper the receipt counted is sliced the LOT is COMPLETED again. PLANKS skip the
 * stage. These follow what the slicer did, so they never refuse: a LOT not in the stage (not yet
 * received, planks, already done) simply does not move. The command that ends an operation has
 * checked the LOT holds the sleeper before it asks (slicing-operation/sliced-stock.ts).
 */
export const decideSlicingStage = (command: StartLotSlicing | RecordSleeperSliced, state: LotState): Effect.Effect<ReadonlyArray<LotEvent>> => {
  if (state._tag !== "Existing" || state.woodFormat === "PLANKS") return Effect.succeed([])
  const ref = { lotId: state.lotId, lotNumber: state.lotNumber }
  switch (command._tag) {
    case "StartLotSlicing": {
      const next = slicingStarts(state)
      return Effect.succeed(next === null ? [] : [{ _tag: "LotSlicingStarted" as const, ...ref, status: next, operationId: command.operationId }])
    }
    case "RecordSleeperSliced": {
      // the same sleeper again (a retried end): recorded once
      if (state.sliced.some((s) => s.sleeperNumber === command.sleeperNumber)) return Effect.succeed([])
      // only a LOT in its slicing stage records sleepers (the machine's SLICING): the end starts it first
      if (state.status !== "SLICING") return Effect.succeed([])
      const events: LotEvent[] = []
      const status = state.status
      const { _tag, lotId, ...sleeper } = command
      events.push({ _tag: "LotSleeperSliced", ...ref, status, ...sleeper })
      const after = { ...state, status, sliced: [...state.sliced, sleeper] }
      const finished = nextLotState(status, { type: "FINISH_SLICING" })
      if (finished === "COMPLETED" && everySleeperSliced(after)) {
        events.push({ _tag: "LotSlicingFinished", ...ref, status: finished, slicedSleepers: after.sliced.length })
      }
      return Effect.succeed(events)
    }
    default:
      return absurd(command)
  }
}
