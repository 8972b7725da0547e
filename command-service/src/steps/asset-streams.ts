import type { AssetCategoryId, AssetId } from "@timber/contracts"
import { AssetCategoryDecider, assetCategoryStream, AssetDecider, assetStream } from "@timber/domain"
import { streamOf } from "../commands/execute"

/** The streams an asset's steps name: the asset, and the category it is filed in. */
export const assetOf = (id: AssetId) => streamOf(AssetDecider, assetStream(id))

export const categoryOf = (id: AssetCategoryId) => streamOf(AssetCategoryDecider, assetCategoryStream(id))
