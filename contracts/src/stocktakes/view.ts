import type { Stocktake } from "./dto"
import type { StocktakeEvent } from "./events"

const absurd = (value: never): never => {
  throw new Error(`Unhandled stocktake event: ${JSON.stringify(value)}`)
}

/** The one fold of a stocktake's events into what the API shows: the aggregate answers a write with it, the read model stores it. */
export const evolveStocktakeView = (view: Stocktake | null, event: StocktakeEvent): Stocktake | null => {
  if (event._tag === "StocktakeStarted")
    return {
      id: event.stocktakeId,
      location: event.location,
      status: "OPEN",
      startedAt: event.startedAt,
      startedBy: event.startedBy,
      finishedAt: null,
      finishedBy: null,
      foundAssetIds: [],
      missingAssetIds: [],
      unknownTags: []
    }
  if (view === null) return null
  switch (event._tag) {
    case "StocktakeFinished":
      return {
        ...view,
        status: "FINISHED",
        finishedAt: event.finishedAt,
        finishedBy: event.finishedBy,
        foundAssetIds: event.foundAssetIds,
        missingAssetIds: event.missingAssetIds,
        unknownTags: event.unknownTags
      }
    case "StocktakeCancelled":
      return { ...view, status: "CANCELLED", finishedAt: event.cancelledAt, finishedBy: event.cancelledBy }
    default:
      return absurd(event)
  }
}
