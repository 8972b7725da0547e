import { Schema } from "effect"
import { AssetId, StocktakeId } from "../shared/ids"
import { eventTypesOf } from "../shared/stored-event"

export const StocktakeStarted = Schema.TaggedStruct("StocktakeStarted", {
  stocktakeId: StocktakeId,
  location: Schema.String,
  startedAt: Schema.String,
  startedBy: Schema.String
})
/**
 * The count as the counter closed it: the assets found (each also gets AssetSeenInStocktake on
 * its own stream, in the same append), those expected at the location and not found, and tags
 * scanned that no asset holds.
 */
export const StocktakeFinished = Schema.TaggedStruct("StocktakeFinished", {
  stocktakeId: StocktakeId,
  finishedAt: Schema.String,
  finishedBy: Schema.String,
  foundAssetIds: Schema.Array(AssetId),
  missingAssetIds: Schema.Array(AssetId),
  unknownTags: Schema.Array(Schema.String)
})
export const StocktakeCancelled = Schema.TaggedStruct("StocktakeCancelled", {
  stocktakeId: StocktakeId,
  cancelledAt: Schema.String,
  cancelledBy: Schema.String
})

export const StocktakeEvent = Schema.Union(StocktakeStarted, StocktakeFinished, StocktakeCancelled)
export type StocktakeEvent = typeof StocktakeEvent.Type
export const STOCKTAKE_EVENT_TYPES = eventTypesOf(StocktakeEvent)
