import type { LotEvent, RecordLotSlicingProgress, StartLotSlicing } from "@timber/contracts"
import { Effect } from "effect"
import { absurd } from "../decider/decider"
import { nextLotState } from "./lifecycle.machine"
import type { LotState } from "./state"

/**
 * The LOT's slicing stage (platform spec section 4; domain/README.md "Receipt processing"): the
 * slicer starting on a SLEEPERS LOT whose receipt is confirmed makes it SLICING; once every
 * sleeper the receipt counted has an ended operation it is COMPLETED again. PLANKS skip the
 * stage. These follow what the slicer did, so they never refuse: a LOT not in the stage (not
 * yet received, planks, already done) simply does not move.
 */
export const decideSlicingStage = (command: StartLotSlicing | RecordLotSlicingProgress, state: LotState): Effect.Effect<ReadonlyArray<LotEvent>> => {
  if (state._tag !== "Existing" || state.woodFormat === "PLANKS") return Effect.succeed([])
  const ref = { lotId: state.lotId, lotNumber: state.lotNumber }
  switch (command._tag) {
    case "StartLotSlicing": {
      const next = nextLotState(state.status, { type: "START_SLICING" })
      if (next !== "SLICING" || state.receipt.stage !== "confirmed") return Effect.succeed([])
      return Effect.succeed([{ _tag: "LotSlicingStarted" as const, ...ref, status: next, operationId: command.operationId }])
    }
    case "RecordLotSlicingProgress": {
      const next = nextLotState(state.status, { type: "FINISH_SLICING" })
      const counted = state.receipt.actualPieces
      if (next !== "COMPLETED" || counted === null || command.slicedSleepers < counted) return Effect.succeed([])
      return Effect.succeed([{ _tag: "LotSlicingFinished" as const, ...ref, status: next, slicedSleepers: command.slicedSleepers }])
    }
    default:
      return absurd(command)
  }
}
