import { editAsset, type EditAssetIntent } from "@timber/domain"
import { Effect } from "effect"
import type { Streams } from "../commands/execute"
import { tagClaim } from "../commands/asset-tag-hold"
import { claimValue, releaseValue } from "../commands/reservations"
import { UniqueValues } from "../commands/unique-values"
import { assetOf, categoryOf } from "./asset-streams"

/**
 * Edits an asset (domain `editAsset`): reads it, records the edit, moves its tag's claim and its
 * filing between categories, in one append.
 */
export const editAssetCommand = (intent: EditAssetIntent) => (streams: Streams) =>
  Effect.gen(function* () {
    const { assetId } = intent
    const decided = yield* editAsset({ asset: (yield* streams.read(assetOf(assetId))).state }, intent)
    yield* streams.record(assetOf(assetId), decided.asset)
    const { before, after } = decided.tag
    // a change of case or spacing keeps its one key
    if (UniqueValues.assetTag.key(after) !== UniqueValues.assetTag.key(before)) {
      yield* claimValue(streams, tagClaim(after, assetId))
      yield* releaseValue(streams, { scope: UniqueValues.assetTag.scope, key: UniqueValues.assetTag.key(before), ownerId: assetId })
    }
    if (decided.category !== null) {
      const { from, to } = decided.category
      yield* streams.decide(categoryOf(to), { _tag: "FileAssetInCategory", categoryId: to, assetId })
      yield* streams.decide(categoryOf(from), { _tag: "UnfileAssetFromCategory", categoryId: from, assetId })
    }
  })
