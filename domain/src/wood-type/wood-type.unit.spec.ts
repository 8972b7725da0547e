import { EMPTY_WOOD_TYPE_CATALOGUE, WoodTypeMessages, type WoodTypeCatalogue, type WoodTypeCommand, type WoodTypeEvent, WoodTypeId } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { expectAggregateAgreesWithMachine } from "../testing/machine-agreement"
import { WoodTypeDecider, woodTypeStream } from "./decider"
import { woodTypeLifecycle, type WoodTypeLifecycleEvent } from "./lifecycle.machine"

const spec = DeciderSpec(WoodTypeDecider)
const catalogue = EMPTY_WOOD_TYPE_CATALOGUE
const teak: WoodTypeCatalogue = {
  alternative_names: ["Mvule", "Iroko"],
  description: "Durable hardwood for outdoor furniture",
  density: 650,
  origin: "Tanzania",
  price_range: { min: 900_000, max: 1_400_000 },
  characteristics: { color: "Golden brown", grain: "Straight", durability: "High", workability: "Moderate", applications: "Decking, furniture" },
  sustainability: { certification: "FSC", growth_rate: "Slow", environmental_impact: "Plantation grown" },
  technical_data: { moisture_content: 12, shrinkage: "Low", janka_hardness: 4_450 }
}
const created: WoodTypeEvent = { _tag: "WoodTypeCreated", woodTypeId: WoodTypeId.make("wt-1"), name: "Teak", grade: "A", catalogue }
const deleted: WoodTypeEvent = { _tag: "WoodTypeDeleted", woodTypeId: WoodTypeId.make("wt-1") }
const usedByLot: WoodTypeEvent = { _tag: "WoodTypeUseRecorded", woodTypeId: WoodTypeId.make("wt-1"), usedBy: "Lot-1" }
const remove = (): WoodTypeCommand => ({ _tag: "DeleteWoodType", woodTypeId: WoodTypeId.make("wt-1") })

describe("wood type aggregate", () => {
  it("given nothing, when a wood type is created, then it is recorded with its name, grade and catalogue", () =>
    spec
      .given([])
      .when({ _tag: "CreateWoodType", woodTypeId: WoodTypeId.make("wt-1"), name: "Teak", grade: "A", catalogue: teak })
      .then([{ ...created, catalogue: teak }]))

  it("given a wood type, when the same create is retried, then nothing new is recorded", () =>
    spec
      .given([created])
      .when({ _tag: "CreateWoodType", woodTypeId: WoodTypeId.make("wt-1"), name: "Teak", grade: "A", catalogue })
      .then([]))

  it("given a wood type, when another create reuses its id, then it is refused as a conflict", () =>
    spec
      .given([created])
      .when({ _tag: "CreateWoodType", woodTypeId: WoodTypeId.make("wt-1"), name: "Mninga", grade: null, catalogue })
      .thenError("Conflict", "This wood type id is already used"))

  it("given a deleted wood type, when its id is created again, then it is refused as a conflict", () =>
    spec
      .given([created, deleted])
      .when({ _tag: "CreateWoodType", woodTypeId: WoodTypeId.make("wt-1"), name: "Teak", grade: "A", catalogue })
      .thenError("Conflict", "This wood type id is already used"))

  it("given a wood type, when it is renamed, then the new name and grade are recorded", () =>
    spec
      .given([created])
      .when({ _tag: "UpdateWoodType", woodTypeId: WoodTypeId.make("wt-1"), name: "Teak (plantation)", grade: null, catalogue })
      .then([{ _tag: "WoodTypeUpdated", woodTypeId: WoodTypeId.make("wt-1"), name: "Teak (plantation)", grade: null, catalogue }]))

  it("given a wood type, when only its catalogue changes, then the whole new catalogue is recorded", () =>
    spec
      .given([created])
      .when({ _tag: "UpdateWoodType", woodTypeId: WoodTypeId.make("wt-1"), name: "Teak", grade: "A", catalogue: teak })
      .then([{ _tag: "WoodTypeUpdated", woodTypeId: WoodTypeId.make("wt-1"), name: "Teak", grade: "A", catalogue: teak }]))

  it("given a wood type recorded before the catalogue existed, when the same name and grade are saved with an empty catalogue, then nothing new is recorded", () =>
    spec
      .given([{ _tag: "WoodTypeCreated", woodTypeId: WoodTypeId.make("wt-1"), name: "Teak", grade: "A" }])
      .when({ _tag: "UpdateWoodType", woodTypeId: WoodTypeId.make("wt-1"), name: "Teak", grade: "A", catalogue })
      .then([]))

  it("given a renamed wood type, when the rename is saved again, then nothing new is recorded", () =>
    spec
      .given([created, { _tag: "WoodTypeUpdated", woodTypeId: WoodTypeId.make("wt-1"), name: "Mvule", grade: "B", catalogue: teak }])
      .when({ _tag: "UpdateWoodType", woodTypeId: WoodTypeId.make("wt-1"), name: "Mvule", grade: "B", catalogue: teak })
      .then([]))

  it("given no wood type or a deleted one, when it is edited or deleted, then 'Wood type not found'", () => {
    for (const history of [[], [created, deleted]]) {
      spec
        .given(history)
        .when({ _tag: "UpdateWoodType", woodTypeId: WoodTypeId.make("wt-1"), name: "Teak", grade: null, catalogue })
        .thenError("NotFound", WoodTypeMessages.notFound)
      spec.given(history).when(remove()).thenError("NotFound", WoodTypeMessages.notFound)
    }
  })

  it("given an unused wood type, when it is deleted, then the deletion is recorded", () => spec.given([created]).when(remove()).then([deleted]))

  it("given a wood type with uses recorded on its own stream (before uses had their books), when it is deleted, then the wood type itself does not refuse: its books do (uses.unit.spec.ts)", () =>
    spec.given([created, usedByLot]).when(remove()).then([deleted]))

  it("given a wood type, when only its name changes, then the rename is recorded", () =>
    spec
      .given([created])
      .when({ _tag: "UpdateWoodType", woodTypeId: WoodTypeId.make("wt-1"), name: "Burma teak", grade: "A", catalogue })
      .then([{ _tag: "WoodTypeUpdated", woodTypeId: WoodTypeId.make("wt-1"), name: "Burma teak", grade: "A", catalogue }]))

  it("given a wood type, when only its grade changes, then the new grade is recorded", () =>
    spec
      .given([created])
      .when({ _tag: "UpdateWoodType", woodTypeId: WoodTypeId.make("wt-1"), name: "Teak", grade: "B", catalogue })
      .then([{ _tag: "WoodTypeUpdated", woodTypeId: WoodTypeId.make("wt-1"), name: "Teak", grade: "B", catalogue }]))

  it("a wood type's events are read from and appended to its own stream, WoodType-<id>", () =>
    expect(woodTypeStream(WoodTypeId.make("wt-1"))).toBe("WoodType-wt-1"))

  it("given a command or event of a kind it does not know (a newer schema's), then it fails loudly naming it", () => {
    expect(() => WoodTypeDecider.decide({ _tag: "MergeWoodTypes" } as never, WoodTypeDecider.initialState)).toThrow('Unhandled case: {"_tag":"MergeWoodTypes"}')
    expect(() => WoodTypeDecider.evolve(WoodTypeDecider.initialState, { _tag: "WoodTypesMerged" } as never)).toThrow(
      'Unhandled case: {"_tag":"WoodTypesMerged"}'
    )
  })

  describe("its image", () => {
    const photo = { id: "image-aa", name: "teak.webp", mime: "image/webp", size: 1_200, sha256: "aa".repeat(32) }
    const other = { ...photo, id: "image-bb", name: "teak-2.png", mime: "image/png", sha256: "bb".repeat(32) }
    const uploaded: WoodTypeEvent = { _tag: "WoodTypeImageChanged", woodTypeId: WoodTypeId.make("wt-1"), image: photo }
    const change = (image: typeof photo | null): WoodTypeCommand => ({ _tag: "ChangeWoodTypeImage", woodTypeId: WoodTypeId.make("wt-1"), image })

    it("given a wood type without a picture, when one is uploaded, then the stored file is recorded", () =>
      spec.given([created]).when(change(photo)).then([uploaded]))

    it("given a wood type with a picture, when another is uploaded, then it replaces the first", () =>
      spec
        .given([created, uploaded])
        .when(change(other))
        .then([{ ...uploaded, image: other }]))

    it("given a wood type with a picture, when it is removed, then the removal is recorded; removing again records nothing", () => {
      spec
        .given([created, uploaded])
        .when(change(null))
        .then([{ ...uploaded, image: null }])
      spec
        .given([created, uploaded, { ...uploaded, image: null }])
        .when(change(null))
        .then([])
      spec.given([created]).when(change(null)).then([])
    })

    it("given a wood type with a picture, when the same picture is uploaded again, then nothing new is recorded", () =>
      spec.given([created, uploaded]).when(change(photo)).then([]))

    it("given a wood type with a picture, when its catalogue is saved, then the picture stays (the dialog's PUT does not carry it)", () =>
      spec
        .given([created, uploaded, { _tag: "WoodTypeUpdated", woodTypeId: WoodTypeId.make("wt-1"), name: "Teak", grade: "B", catalogue: teak }])
        .when(change(photo))
        .then([]))

    it("given no wood type or a deleted one, when a picture is uploaded, then 'Wood type not found'", () => {
      spec.given([]).when(change(photo)).thenError("NotFound", WoodTypeMessages.notFound)
      spec.given([created, deleted]).when(change(photo)).thenError("NotFound", WoodTypeMessages.notFound)
    })
  })

  it("agrees with its lifecycle machine on every path", () =>
    expectAggregateAgreesWithMachine({
      machine: woodTypeLifecycle,
      decider: WoodTypeDecider,
      events: [{ type: "CREATE" }, { type: "UPDATE" }, { type: "DELETE" }] as WoodTypeLifecycleEvent[],
      commandFor: (e): WoodTypeCommand => {
        switch (e.type) {
          case "CREATE":
            return { _tag: "CreateWoodType", woodTypeId: WoodTypeId.make("wt-1"), name: "Teak", grade: "A", catalogue }
          case "UPDATE":
            return { _tag: "UpdateWoodType", woodTypeId: WoodTypeId.make("wt-1"), name: "Teak", grade: "B", catalogue: teak }
          case "DELETE":
            return remove()
        }
      },
      stateOf: (s) => s._tag.toLowerCase()
    }))
})
