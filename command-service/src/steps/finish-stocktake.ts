import { AssetDecider, assetStream, finishStocktake, StocktakeDecider, stocktakeStream, type AssetState, type FinishStocktakeIntent } from "@timber/domain"
import type { AssetId, StocktakeId } from "@timber/contracts"
import { Effect } from "effect"
import { streamOf, type Streams } from "../commands/execute"

export const stocktakeOf = (id: StocktakeId) => streamOf(StocktakeDecider, stocktakeStream(id))
const assetOf = (id: AssetId) => streamOf(AssetDecider, assetStream(id))

/** Finishes a stocktake (domain `finishStocktake`): reads it and every asset found, and records the finish and each sighting in one append. Answers the stocktake's stream. */
export const finishStocktakeCommand = (intent: FinishStocktakeIntent) => (streams: Streams) =>
  Effect.gen(function* () {
    const { state: stocktake } = yield* streams.read(stocktakeOf(intent.stocktakeId))
    const assets = new Map<AssetId, AssetState>()
    for (const assetId of intent.foundAssetIds) assets.set(assetId, (yield* streams.read(assetOf(assetId))).state)
    const decided = yield* finishStocktake({ stocktake, assets }, intent)
    yield* streams.record(stocktakeOf(intent.stocktakeId), decided.stocktake)
    for (const [assetId, events] of decided.assets) yield* streams.record(assetOf(assetId), events)
    return stocktakeOf(intent.stocktakeId)
  })
