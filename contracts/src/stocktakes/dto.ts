import { Schema } from "effect"
import { requiredText } from "../shared/fields"
import { StocktakeMessages } from "./messages"

export const StocktakeStatus = Schema.Literal("OPEN", "FINISHED", "CANCELLED")
export type StocktakeStatus = typeof StocktakeStatus.Type

/** A stocktake as the API shows it. */
export const Stocktake = Schema.Struct({
  id: Schema.String,
  location: Schema.String,
  status: StocktakeStatus,
  startedAt: Schema.String,
  startedBy: Schema.String,
  finishedAt: Schema.NullOr(Schema.String),
  finishedBy: Schema.NullOr(Schema.String),
  foundAssetIds: Schema.Array(Schema.String),
  missingAssetIds: Schema.Array(Schema.String),
  unknownTags: Schema.Array(Schema.String)
})
export type Stocktake = typeof Stocktake.Type

export const StartStocktakePayload = Schema.Struct({ location: requiredText("Location", StocktakeMessages.locationRequired) })
export type StartStocktakePayload = typeof StartStocktakePayload.Type

/** A count is of one location's assets: 5000 is far above any shelf, and bounds the one append. */
export const STOCKTAKE_MAX_ITEMS = 5000
const Counted = <A, I>(item: Schema.Schema<A, I>) => Schema.Array(item).pipe(Schema.maxItems(STOCKTAKE_MAX_ITEMS))

/** What the counter closes the count with: the assets found, those expected and not found, and tags no asset holds. */
export const FinishStocktakePayload = Schema.Struct({
  foundAssetIds: Counted(Schema.String),
  missingAssetIds: Counted(Schema.String),
  unknownTags: Counted(Schema.String.pipe(Schema.maxLength(64)))
})
export type FinishStocktakePayload = typeof FinishStocktakePayload.Type
