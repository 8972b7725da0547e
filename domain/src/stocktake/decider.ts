import {
  BusinessRuleViolation,
  NotFound,
  StocktakeEvent,
  StocktakeMessages,
  ValidationError,
  evolveStocktakeView,
  type Stocktake,
  type StocktakeCommand,
  type StocktakeId
} from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"
import { nextStocktakeState, type StocktakeLifecycleEvent, type StocktakeMachineState } from "./lifecycle.machine"

export interface StocktakeState {
  readonly status: StocktakeMachineState
  readonly location: string | null
  /** What the API shows of it (contracts `evolveStocktakeView`): a write answers with it. */
  readonly view: Stocktake | null
}

export const stocktakeStream = (id: StocktakeId) => `Stocktake-${id}`

const allowed = (state: StocktakeState, event: StocktakeLifecycleEvent): Effect.Effect<void, NotFound | BusinessRuleViolation> => {
  if (nextStocktakeState(state.status, event) !== null) return Effect.void
  return state.status === "absent"
    ? Effect.fail(new NotFound({ message: StocktakeMessages.notFound }))
    : Effect.fail(new BusinessRuleViolation({ message: StocktakeMessages.notOpen }))
}

const hasDuplicates = (ids: ReadonlyArray<string>) => new Set(ids).size !== ids.length

/**
 * A count of the assets at one location. The scans live in the counter's browser until Finish,
 * which closes the stream once: of two finishes (two phones, a double tap) exactly one is
 * recorded, the other is refused as no longer open.
 */
export const StocktakeDecider: Decider<StocktakeCommand, StocktakeEvent, StocktakeState> = {
  events: StocktakeEvent,
  initialState: { status: "absent", location: null, view: null },
  evolve: (before, event) => {
    const state = { ...before, view: evolveStocktakeView(before.view, event) }
    switch (event._tag) {
      case "StocktakeStarted":
        return { ...state, status: "open", location: event.location }
      case "StocktakeFinished":
        return { ...state, status: "finished" }
      case "StocktakeCancelled":
        return { ...state, status: "cancelled" }
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "StartStocktake":
        // the same start delivered again starts nothing new
        if (state.status !== "absent") return Effect.succeed([])
        if (!command.location.trim())
          return Effect.fail(
            new ValidationError({
              message: StocktakeMessages.locationRequired,
              details: { fields: [{ path: "location", message: StocktakeMessages.locationRequired }] }
            })
          )
        return Effect.succeed([
          {
            _tag: "StocktakeStarted" as const,
            stocktakeId: command.stocktakeId,
            location: command.location.trim(),
            startedAt: command.at,
            startedBy: command.by
          }
        ])
      case "FinishStocktake":
        return Effect.gen(function* () {
          yield* allowed(state, { type: "FINISH" })
          const counted = [...command.foundAssetIds, ...command.missingAssetIds]
          if (hasDuplicates(counted)) return yield* new ValidationError({ message: StocktakeMessages.countedTwice })
          return [
            {
              _tag: "StocktakeFinished" as const,
              stocktakeId: command.stocktakeId,
              finishedAt: command.at,
              finishedBy: command.by,
              foundAssetIds: [...command.foundAssetIds],
              missingAssetIds: [...command.missingAssetIds],
              unknownTags: [...new Set(command.unknownTags.map((t) => t.trim().toUpperCase()).filter((t) => t.length > 0))]
            }
          ]
        })
      case "CancelStocktake":
        return Effect.as(allowed(state, { type: "CANCEL" }), [
          { _tag: "StocktakeCancelled" as const, stocktakeId: command.stocktakeId, cancelledAt: command.at, cancelledBy: command.by }
        ])
      default:
        return absurd(command)
    }
  }
}
