import { AssetMessages, NotFound, type AssetCategoryId, type AssetEvent, type AssetId, type AssetPayload } from "@timber/contracts"
import { Effect } from "effect"
import { AssetDecider, type AssetState } from "../../asset/decider"
import { assetInputOf } from "../../asset/input"
import { can, type PermissionHolder } from "../../permissions/can"
import type { Step } from "../step"

export interface EditAssetGiven {
  readonly asset: AssetState
}

export interface EditAssetIntent {
  readonly assetId: AssetId
  readonly payload: AssetPayload
  /** Who edits it, with the permissions they act with. */
  readonly actor: PermissionHolder
}

export interface EditAssetDecision {
  readonly asset: ReadonlyArray<AssetEvent>
  /** Its tag before and after (unique among assets): a new tag is claimed and the old one let go. */
  readonly tag: { readonly before: string; readonly after: string }
  /** The category it moves from and to; null when it stays. */
  readonly category: { readonly from: AssetCategoryId; readonly to: AssetCategoryId } | null
}

/**
 * An asset's details are edited: only an asset that exists (a deleted one is refused by the asset); a field the form
 * leaves out keeps its value. An editor who may not see prices was shown none, so the price they
 * send is no decision: the stored one stays.
 */
export const editAsset: Step<EditAssetGiven, EditAssetIntent, EditAssetDecision> = (given, intent) =>
  Effect.gen(function* () {
    const before = given.asset.details
    if (before === null) return yield* new NotFound({ message: AssetMessages.notFound })
    const asked = assetInputOf(intent.payload, before)
    const input = can(intent.actor, "assets-items", "amount") ? asked : { ...asked, purchasePrice: before.purchasePrice }
    const asset = yield* AssetDecider.decide({ _tag: "UpdateAsset", assetId: intent.assetId, input }, given.asset)
    // the tag as the asset keeps it (normalized by the decision), not as it was sent
    const after = asset.reduce(AssetDecider.evolve, given.asset).details ?? before
    return {
      asset,
      tag: { before: before.assetTag, after: after.assetTag },
      category: input.categoryId === before.categoryId ? null : { from: before.categoryId, to: input.categoryId }
    }
  })
