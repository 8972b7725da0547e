import { EMPTY_WOOD_TYPE_CATALOGUE, WoodTypeId, WoodTypeMessages, type UpdateWoodType } from "@timber/contracts"
import { describe, it } from "vitest"
import { fold } from "../../decider/decider"
import { PermissionTemplates } from "../../permissions/templates"
import { StepSpec } from "../../testing/decider-spec"
import { WoodTypeDecider } from "../../wood-type/decider"
import { editWoodType } from "./decide"

const spec = StepSpec(editWoodType)
const woodTypeId = WoodTypeId.make("wt")
const priced = { ...EMPTY_WOOD_TYPE_CATALOGUE, price_range: { min: 400_000, max: 600_000 } }
const mvule = fold(WoodTypeDecider, [{ _tag: "WoodTypeCreated", woodTypeId, name: "Mvule", grade: null, catalogue: priced }])
const admin = { role: "ADMIN", permissions: PermissionTemplates.ADMIN } as const
/** An editor of the catalogue who is shown no prices. */
const editor = {
  role: "USER",
  permissions: { ...PermissionTemplates.USER, "wood-types": { access: true, read: true, create: false, edit: true, delete: false, amount: false } }
} as const
const asked: UpdateWoodType = { _tag: "UpdateWoodType", woodTypeId, name: "Mvule", grade: "A", catalogue: EMPTY_WOOD_TYPE_CATALOGUE }

describe("editing a wood type", () => {
  it("given an editor who sees prices, when they clear the price range, then it is cleared", () =>
    spec
      .given({ woodType: mvule })
      .when({ ...asked, actor: admin })
      .then({
        woodType: [{ _tag: "WoodTypeUpdated", woodTypeId, name: "Mvule", grade: "A", catalogue: EMPTY_WOOD_TYPE_CATALOGUE }],
        name: { before: "Mvule", after: "Mvule" }
      }))

  it("given an editor shown no prices, when they save the form, then the stored price range stays", () =>
    spec
      .given({ woodType: mvule })
      .when({ ...asked, actor: editor })
      .then({ woodType: [{ _tag: "WoodTypeUpdated", woodTypeId, name: "Mvule", grade: "A", catalogue: priced }], name: { before: "Mvule", after: "Mvule" } }))

  it("given a wood type, when it is renamed, then the new name is claimed and the old one named to be let go", () =>
    spec
      .given({ woodType: mvule })
      .when({ ...asked, name: "Teak", catalogue: priced, actor: admin })
      .then({ woodType: [{ _tag: "WoodTypeUpdated", woodTypeId, name: "Teak", grade: "A", catalogue: priced }], name: { before: "Mvule", after: "Teak" } }))

  it("given no such wood type, when it is edited, then it is refused as not found", () =>
    spec
      .given({ woodType: WoodTypeDecider.initialState })
      .when({ ...asked, actor: editor })
      .thenError("NotFound", WoodTypeMessages.notFound))
})
