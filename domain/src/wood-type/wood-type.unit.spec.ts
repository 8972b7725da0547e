import { WoodTypeMessages, type WoodTypeEvent } from "@timber/contracts"
import { describe, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { WoodTypeDecider } from "./decider"

const spec = DeciderSpec(WoodTypeDecider)
const created: WoodTypeEvent = { _tag: "WoodTypeCreated", woodTypeId: "wt-1", name: "Teak", grade: "A" }
const deleted: WoodTypeEvent = { _tag: "WoodTypeDeleted", woodTypeId: "wt-1" }

describe("wood type aggregate", () => {
  it("given nothing, when a wood type is created, then it is recorded with its name and grade", () =>
    spec.given([]).when({ _tag: "CreateWoodType", woodTypeId: "wt-1", name: "Teak", grade: "A" }).then([created]))

  it("given a wood type, when the same create is retried, then nothing new is recorded", () =>
    spec.given([created]).when({ _tag: "CreateWoodType", woodTypeId: "wt-1", name: "Teak", grade: "A" }).then([]))

  it("given a wood type, when another create reuses its id, then it is refused as a conflict", () =>
    spec.given([created]).when({ _tag: "CreateWoodType", woodTypeId: "wt-1", name: "Mninga", grade: null }).thenError("Conflict", "This wood type id is already used"))

  it("given a deleted wood type, when its id is created again, then it is refused as a conflict", () =>
    spec.given([created, deleted]).when({ _tag: "CreateWoodType", woodTypeId: "wt-1", name: "Teak", grade: "A" }).thenError("Conflict", "This wood type id is already used"))

  it("given a wood type, when it is renamed, then the new name and grade are recorded", () =>
    spec
      .given([created])
      .when({ _tag: "UpdateWoodType", woodTypeId: "wt-1", name: "Teak (plantation)", grade: null })
      .then([{ _tag: "WoodTypeUpdated", woodTypeId: "wt-1", name: "Teak (plantation)", grade: null }]))

  it("given a wood type, when only its grade changes, then the change is recorded", () =>
    spec
      .given([created])
      .when({ _tag: "UpdateWoodType", woodTypeId: "wt-1", name: "Teak", grade: "B" })
      .then([{ _tag: "WoodTypeUpdated", woodTypeId: "wt-1", name: "Teak", grade: "B" }]))

  it("given a renamed wood type, when the rename is saved again, then nothing new is recorded", () =>
    spec
      .given([created, { _tag: "WoodTypeUpdated", woodTypeId: "wt-1", name: "Mvule", grade: "B" }])
      .when({ _tag: "UpdateWoodType", woodTypeId: "wt-1", name: "Mvule", grade: "B" })
      .then([]))

  it("given no wood type or a deleted one, when it is edited or deleted, then 'Wood type not found'", () => {
    for (const history of [[], [created, deleted]]) {
      spec.given(history).when({ _tag: "UpdateWoodType", woodTypeId: "wt-1", name: "Teak", grade: null }).thenError("NotFound", WoodTypeMessages.notFound)
      spec.given(history).when({ _tag: "DeleteWoodType", woodTypeId: "wt-1" }).thenError("NotFound", WoodTypeMessages.notFound)
    }
  })

  it("given a wood type, when it is deleted, then the deletion is recorded", () =>
    spec.given([created]).when({ _tag: "DeleteWoodType", woodTypeId: "wt-1" }).then([deleted]))
})
