import { AssetId, StocktakeId, StocktakeMessages, type StocktakeCommand, type StocktakeEvent } from "@timber/contracts"
import { describe, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { expectAggregateAgreesWithMachine } from "../testing/machine-agreement"
import { StocktakeDecider } from "./decider"
import { stocktakeLifecycle, type StocktakeLifecycleEvent } from "./lifecycle.machine"

const spec = DeciderSpec(StocktakeDecider)
const stocktakeId = StocktakeId.make("s1")
const at = "2026-11-28T09:00:00.000Z"
const started: StocktakeEvent = { _tag: "StocktakeStarted", stocktakeId, location: "Workshop A", startedAt: at, startedBy: "Asha" }
const a1 = AssetId.make("a1")
const a2 = AssetId.make("a2")
const a3 = AssetId.make("a3")
const finish: StocktakeCommand = {
  _tag: "FinishStocktake",
  stocktakeId,
  foundAssetIds: [a1, a2],
  missingAssetIds: [a3],
  unknownTags: [" ud-0099 ", "UD-0099", ""],
  at: "2026-11-28T10:00:00.000Z",
  by: "Asha"
}

describe("Stocktake decider", () => {
  it("given nothing, when started at a location, then StocktakeStarted with the location trimmed", () =>
    spec.given([]).when({ _tag: "StartStocktake", stocktakeId, location: "  Workshop A ", at, by: "Asha" }).then([started]))

  it("given nothing, when started without a location, then 'Location is required'", () =>
    spec
      .given([])
      .when({ _tag: "StartStocktake", stocktakeId, location: "  ", at, by: "Asha" })
      .thenError("ValidationError", StocktakeMessages.locationRequired))

  it("given a started stocktake, when the same start comes again (a retry), then nothing new", () =>
    spec.given([started]).when({ _tag: "StartStocktake", stocktakeId, location: "Workshop A", at, by: "Asha" }).then([]))

  it("given an open stocktake, when finished, then found, missing and the unknown tags (upper-cased, once each) are recorded", () =>
    spec
      .given([started])
      .when(finish)
      .then([
        {
          _tag: "StocktakeFinished",
          stocktakeId,
          finishedAt: "2026-11-28T10:00:00.000Z",
          finishedBy: "Asha",
          foundAssetIds: [a1, a2],
          missingAssetIds: [a3],
          unknownTags: ["UD-0099"]
        }
      ]))

  it("given an open stocktake, when finished with an asset both found and missing, then refused", () =>
    spec
      .given([started])
      .when({ ...finish, missingAssetIds: [a1] } as StocktakeCommand)
      .thenError("ValidationError", StocktakeMessages.countedTwice))

  it("given a finished stocktake, when finished again (the losing racer), then 'already finished or cancelled'", () =>
    spec
      .given([started, { _tag: "StocktakeFinished", stocktakeId, finishedAt: at, finishedBy: "Asha", foundAssetIds: [], missingAssetIds: [], unknownTags: [] }])
      .when(finish)
      .thenError("BusinessRuleViolation", StocktakeMessages.notOpen))

  it("given a cancelled stocktake, when finished, then refused", () =>
    spec
      .given([started, { _tag: "StocktakeCancelled", stocktakeId, cancelledAt: at, cancelledBy: "Asha" }])
      .when(finish)
      .thenError("BusinessRuleViolation", StocktakeMessages.notOpen))

  it("given nothing, when finished, then 'Stocktake not found'", () => spec.given([]).when(finish).thenError("NotFound", StocktakeMessages.notFound))

  it("given an open stocktake, when cancelled, then StocktakeCancelled", () =>
    spec
      .given([started])
      .when({ _tag: "CancelStocktake", stocktakeId, at, by: "Juma" })
      .then([{ _tag: "StocktakeCancelled", stocktakeId, cancelledAt: at, cancelledBy: "Juma" }]))

  it("the aggregate agrees with its lifecycle machine on every path", () => {
    const commandFor = (event: StocktakeLifecycleEvent): StocktakeCommand => {
      switch (event.type) {
        case "START":
          return { _tag: "StartStocktake", stocktakeId, location: "Workshop A", at, by: "Asha" }
        case "FINISH":
          return finish
        case "CANCEL":
          return { _tag: "CancelStocktake", stocktakeId, at, by: "Asha" }
      }
    }
    expectAggregateAgreesWithMachine({
      machine: stocktakeLifecycle,
      decider: StocktakeDecider,
      events: [{ type: "START" }, { type: "FINISH" }, { type: "CANCEL" }],
      commandFor,
      stateOf: (state) => state.status
    })
  })
})
