import type { AssetEvent, AssetId, StocktakeEvent, StocktakeId } from "@timber/contracts"
import { Effect } from "effect"
import { AssetDecider, type AssetState } from "../../asset/decider"
import { StocktakeDecider, type StocktakeState } from "../../stocktake/decider"
import type { Step } from "../step"

export interface FinishStocktakeIntent {
  readonly stocktakeId: StocktakeId
  readonly foundAssetIds: ReadonlyArray<AssetId>
  readonly missingAssetIds: ReadonlyArray<AssetId>
  readonly unknownTags: ReadonlyArray<string>
  readonly at: string
  /** Who finished the count, by name. */
  readonly by: string
}

export interface FinishStocktakeGiven {
  readonly stocktake: StocktakeState
  /** Every asset found, by id. */
  readonly assets: ReadonlyMap<AssetId, AssetState>
}

export interface FinishStocktakeDecision {
  readonly stocktake: ReadonlyArray<StocktakeEvent>
  /** The sighting each asset found records, once per asset. */
  readonly assets: ReadonlyMap<AssetId, ReadonlyArray<AssetEvent>>
}

/**
 * A stocktake is finished: it closes, and every asset found records that it was seen there and
 * then — one decision for all of them, so a count is on all its assets' histories or on none,
 * and two finishes can't both land.
 */
export const finishStocktake: Step<FinishStocktakeGiven, FinishStocktakeIntent, FinishStocktakeDecision> = (given, intent) =>
  Effect.gen(function* () {
    const stocktake = yield* StocktakeDecider.decide({ _tag: "FinishStocktake", ...intent }, given.stocktake)
    const location = given.stocktake.location ?? ""
    const assets = new Map<AssetId, ReadonlyArray<AssetEvent>>()
    // the stocktake refuses an asset counted twice: each found asset is decided once, on its state as read
    for (const assetId of intent.foundAssetIds) {
      const seen = yield* AssetDecider.decide(
        { _tag: "RecordStocktakeSighting", assetId, stocktakeId: intent.stocktakeId, location, seenAt: intent.at, seenBy: intent.by },
        given.assets.get(assetId) ?? AssetDecider.initialState
      )
      assets.set(assetId, seen)
    }
    return { stocktake, assets }
  })
