import { AssetId, StocktakeId, StocktakeMessages, type AssetEvent } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { AssetDecider, type AssetState } from "../../asset/decider"
import { fold } from "../../decider/decider"
import { StocktakeDecider } from "../../stocktake/decider"
import { assetId, registered } from "../../testing/assets"
import { StepSpec } from "../../testing/decider-spec"
import { finishStocktake, type FinishStocktakeIntent } from "./decide"

const spec = StepSpec(finishStocktake)
const stocktakeId = StocktakeId.make("s1")
const AT = "2026-11-28T10:00:00.000Z"
const started = { _tag: "StocktakeStarted" as const, stocktakeId, location: "Workshop A", startedAt: "2026-11-28T09:00:00.000Z", startedBy: "Asha" }
const open = fold(StocktakeDecider, [started])
const cancelled = fold(StocktakeDecider, [started, { _tag: "StocktakeCancelled", stocktakeId, cancelledAt: AT, cancelledBy: "Asha" }])
const a2 = AssetId.make("a2")
const saw = fold(AssetDecider, [registered])
const drill = fold(AssetDecider, [{ ...registered, assetId: a2, assetTag: "UD-0008" } as AssetEvent])
const assets = new Map<AssetId, AssetState>([
  [assetId, saw],
  [a2, drill]
])
const finish: FinishStocktakeIntent = { stocktakeId, foundAssetIds: [assetId, a2], missingAssetIds: [], unknownTags: [], at: AT, by: "Asha" }
const seen = (id: AssetId) => ({ _tag: "AssetSeenInStocktake", assetId: id, stocktakeId, location: "Workshop A", seenAt: AT, seenBy: "Asha" })

describe("finishing a stocktake", () => {
  it("given an open stocktake, when it is finished with two assets found, then it closes and each asset records it was seen there, in one decision", () =>
    spec
      .given({ stocktake: open, assets })
      .when(finish)
      .then((decided) => {
        expect(decided.stocktake.map((event) => event._tag)).toEqual(["StocktakeFinished"])
        expect([...decided.assets]).toEqual([
          [assetId, [seen(assetId)]],
          [a2, [seen(a2)]]
        ])
      }))

  it("given an asset that saw this stocktake already (a redelivered finish), when it is decided, then that asset records nothing twice", () =>
    spec
      .given({ stocktake: open, assets: new Map([[assetId, AssetDecider.evolve(saw, seen(assetId) as AssetEvent)]]) })
      .when({ ...finish, foundAssetIds: [assetId] })
      .then((decided) => expect(decided.assets.get(assetId)).toEqual([])))

  it("given a cancelled stocktake, when it is finished, then it is refused and no asset records anything", () =>
    spec.given({ stocktake: cancelled, assets }).when(finish).thenError("BusinessRuleViolation", StocktakeMessages.notOpen))

  it("given an asset found that does not exist, when the stocktake is finished, then the whole finish is refused", () =>
    spec.given({ stocktake: open, assets: new Map() }).when(finish).thenError("NotFound"))
})
