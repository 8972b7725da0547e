import { AssetCategoryId, AssetMessages, type AssetPayload } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { AssetDecider } from "../../asset/decider"
import { fold } from "../../decider/decider"
import { PermissionTemplates } from "../../permissions/templates"
import { assetId, registered } from "../../testing/assets"
import { StepSpec } from "../../testing/decider-spec"
import { editAsset, type EditAssetIntent } from "./decide"

const spec = StepSpec(editAsset)
const saw = fold(AssetDecider, [registered])
const admin = { role: "ADMIN", permissions: PermissionTemplates.ADMIN } as const
/** An editor of the register who is shown no prices. */
const editor = {
  role: "USER",
  permissions: { ...PermissionTemplates.USER, "assets-items": { access: true, read: true, create: false, edit: true, delete: false, amount: false } }
} as const
const form: AssetPayload = { assetTag: "UD-0007", name: "Saw - Makita - 5007", categoryId: "c1", purchaseDate: "2026-01-31", purchasePrice: 990_000 }
const edit = (change: Partial<EditAssetIntent> = {}): EditAssetIntent => ({ assetId, payload: form, actor: admin, ...change })

describe("editing an asset", () => {
  it("given an editor who sees prices, when they change the price, then the asset takes it, keeping the fields the form left out", () =>
    spec
      .given({ asset: saw })
      .when(edit())
      .then((decided) => {
        expect(decided.asset).toMatchObject([{ _tag: "AssetUpdated", purchasePrice: 990_000, brand: "Makita", location: "Workshop" }])
        expect(decided.tag).toEqual({ before: "UD-0007", after: "UD-0007" })
        expect(decided.category).toBeNull()
      }))

  it("given an editor shown no prices, when they save the form with a price, then the stored price stays", () =>
    spec
      .given({ asset: saw })
      .when(edit({ actor: editor, payload: { ...form, name: "Saw" } }))
      .then((decided) => expect(decided.asset).toMatchObject([{ _tag: "AssetUpdated", name: "Saw", purchasePrice: 450_000 }])))

  it("given an asset, when its tag and category change, then the tag as kept moves and the asset moves between the categories", () =>
    spec
      .given({ asset: saw })
      .when(edit({ payload: { ...form, assetTag: " ud-0008 ", categoryId: " c2 " } }))
      .then((decided) => {
        expect(decided.tag).toEqual({ before: "UD-0007", after: "UD-0008" })
        expect(decided.category).toEqual({ from: AssetCategoryId.make("c1"), to: AssetCategoryId.make("c2") })
      }))

  it("given no such asset, when it is edited, then it is refused as not found", () =>
    spec.given({ asset: AssetDecider.initialState }).when(edit()).thenError("NotFound", AssetMessages.notFound))

  it("given a deleted asset, when it is edited, then it is refused as not found", () =>
    spec
      .given({ asset: fold(AssetDecider, [registered, { _tag: "AssetDeleted", assetId, assetTag: "UD-0007" }]) })
      .when(edit())
      .thenError("NotFound", AssetMessages.notFound))
})
