import {
  AssetId,
  evolveStocktakeView,
  StocktakeCancelled,
  StocktakeEvent,
  StocktakeFinished,
  StocktakeId,
  StocktakeStarted,
  type Stocktake
} from "@timber/contracts"
import { it } from "vitest"
import { describeProjection, eventsOf } from "../testing/projection-spec"
import { stocktakesProjection } from "./stocktakes.projection"

const take = eventsOf(StocktakeEvent)
const stocktakeId = StocktakeId.make("st-1")
const STARTED_AT = "2026-11-28T08:00:00.000Z"
const start = StocktakeStarted.make({ stocktakeId, location: "Workshop A", startedAt: STARTED_AT, startedBy: "Anna" })
const finish = StocktakeFinished.make({
  stocktakeId,
  finishedAt: "2026-11-28T09:00:00.000Z",
  finishedBy: "Anna",
  foundAssetIds: [AssetId.make("a-1")],
  missingAssetIds: [AssetId.make("a-2")],
  unknownTags: ["UD-9999"]
})
const cancel = StocktakeCancelled.make({ stocktakeId, cancelledAt: "2026-11-28T09:00:00.000Z", cancelledBy: "Anna" })
/** The row's body is the count as the aggregate's own fold shows it (one definition). */
const viewOf = (...events: ReadonlyArray<StocktakeEvent>) => events.reduce<Stocktake | null>((view, e) => evolveStocktakeView(view, e), null)

describeProjection(stocktakesProjection, (spec) => {
  it("given a count started, then it is listed OPEN at its location, as the fold shows it", async () => {
    await spec.given(take(start)).then({
      stocktakes: [{ id: "st-1", location: "Workshop A", status: "OPEN", body: viewOf(start), started_at: STARTED_AT }]
    })
  })

  it("given it finished, then it is FINISHED with what it found, missed and did not know", async () => {
    await spec.given(take(start), take(finish)).then({
      stocktakes: [{ id: "st-1", location: "Workshop A", status: "FINISHED", body: viewOf(start, finish), started_at: STARTED_AT }]
    })
  })

  it("given it cancelled instead, then it is CANCELLED", async () => {
    await spec.given(take(start), take(cancel)).then({
      stocktakes: [{ id: "st-1", location: "Workshop A", status: "CANCELLED", body: viewOf(start, cancel), started_at: STARTED_AT }]
    })
  })
})
