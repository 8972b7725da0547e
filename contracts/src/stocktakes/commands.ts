import type { AssetId, StocktakeId } from "../shared/ids"

export interface StartStocktake {
  readonly _tag: "StartStocktake"
  readonly stocktakeId: StocktakeId
  readonly location: string
  readonly at: string
  readonly by: string
}
export interface FinishStocktake {
  readonly _tag: "FinishStocktake"
  readonly stocktakeId: StocktakeId
  readonly foundAssetIds: ReadonlyArray<AssetId>
  readonly missingAssetIds: ReadonlyArray<AssetId>
  readonly unknownTags: ReadonlyArray<string>
  readonly at: string
  readonly by: string
}
export interface CancelStocktake {
  readonly _tag: "CancelStocktake"
  readonly stocktakeId: StocktakeId
  readonly at: string
  readonly by: string
}
export type StocktakeCommand = StartStocktake | FinishStocktake | CancelStocktake
