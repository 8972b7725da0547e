import { AssetCategoryId, AssetCategoryMessages, AssetId, type AssetCategoryEvent } from "@timber/contracts"
import { describe, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { AssetCategoryDecider } from "./decider"

const spec = DeciderSpec(AssetCategoryDecider)
const categoryId = AssetCategoryId.make("c1")
const created: AssetCategoryEvent = { _tag: "AssetCategoryCreated", categoryId, name: "Power tools", code: "PT", description: null }
const filed: AssetCategoryEvent = { _tag: "AssetCategoryAssetFiled", categoryId, assetId: AssetId.make("a1") }

describe("asset category", () => {
  it("given nothing, when created with code ' pt ', then the code is stored upper-cased", () =>
    spec
      .given([])
      .when({ _tag: "CreateAssetCategory", categoryId, details: { name: " Power tools ", code: " pt ", description: " " } })
      .then([created]))

  it("given a code of 11 characters or no name, then it is refused in words", () => {
    spec
      .given([])
      .when({ _tag: "CreateAssetCategory", categoryId, details: { name: "Tools", code: "ABCDEFGHIJK", description: null } })
      .thenError("ValidationError", AssetCategoryMessages.codeTooLong)
    spec
      .given([])
      .when({ _tag: "CreateAssetCategory", categoryId, details: { name: "", code: "T", description: null } })
      .thenError("ValidationError", AssetCategoryMessages.nameRequired)
  })

  it("given a category holding an asset, when deleted, then 'Cannot delete category with existing assets'", () =>
    spec.given([created, filed]).when({ _tag: "DeleteAssetCategory", categoryId }).thenError("BusinessRuleViolation", AssetCategoryMessages.hasAssets))

  it("given its last asset taken out, when deleted, then it is deleted", () =>
    spec
      .given([created, filed, { _tag: "AssetCategoryAssetUnfiled", categoryId, assetId: AssetId.make("a1") }])
      .when({ _tag: "DeleteAssetCategory", categoryId })
      .then([{ _tag: "AssetCategoryDeleted", categoryId }]))

  it("given a deleted category, when an asset is filed in it, then 'Category not found'", () =>
    spec
      .given([created, { _tag: "AssetCategoryDeleted", categoryId }])
      .when({ _tag: "FileAssetInCategory", categoryId, assetId: AssetId.make("a2") })
      .thenError("NotFound", AssetCategoryMessages.notFound))
})
