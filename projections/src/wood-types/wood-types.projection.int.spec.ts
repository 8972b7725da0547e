import {
  EMPTY_WOOD_TYPE_CATALOGUE,
  WoodTypeCreated,
  WoodTypeDeleted,
  WoodTypeEvent,
  WoodTypeId,
  WoodTypeImageChanged,
  WoodTypeUpdated,
  WoodTypeUseRecorded
} from "@timber/contracts"
import { it } from "vitest"
import { at, describeProjection, eventsOf } from "../testing/projection-spec"
import { woodTypesProjection } from "./wood-types.projection"

const woodType = eventsOf(WoodTypeEvent)
const catalogue = { ...EMPTY_WOOD_TYPE_CATALOGUE, alternative_names: ["African teak"], density: 640 }
const picture = { id: "blob-1", name: "mvule.png", mime: "image/png", size: 2048, sha256: "ab12" }

describeProjection(woodTypesProjection, (spec) => {
  it("given a wood type created, then the catalogue lists it with its grade, catalogue fields and time", async () => {
    await spec.given(woodType(WoodTypeCreated.make({ woodTypeId: WoodTypeId.make("wt-1"), name: "Mvule", grade: "A", catalogue }))).then({
      wood_types: [{ id: "wt-1", name: "Mvule", grade: "A", catalogue, image: null, created_at: at(0), updated_at: at(0) }]
    })
  })

  it("given a wood type recorded before the catalogue existed, then its catalogue reads as empty", async () => {
    await spec.given(woodType(WoodTypeCreated.make({ woodTypeId: WoodTypeId.make("wt-1"), name: "Mvule", grade: null }))).then({
      wood_types: [{ id: "wt-1", grade: null, catalogue: EMPTY_WOOD_TYPE_CATALOGUE }]
    })
  })

  it("given it updated and given a picture, then the row shows the new name, catalogue and picture, changed at the last of them", async () => {
    await spec
      .given(
        woodType(WoodTypeCreated.make({ woodTypeId: WoodTypeId.make("wt-1"), name: "Mvule", grade: "A" })),
        woodType(WoodTypeUpdated.make({ woodTypeId: WoodTypeId.make("wt-1"), name: "Mninga", grade: "B", catalogue })),
        woodType(WoodTypeImageChanged.make({ woodTypeId: WoodTypeId.make("wt-1"), image: picture }))
      )
      .then({ wood_types: [{ id: "wt-1", name: "Mninga", grade: "B", catalogue, image: picture, created_at: at(0), updated_at: at(2) }] })
  })

  it("given its picture removed, then the row has none", async () => {
    await spec
      .given(
        woodType(WoodTypeCreated.make({ woodTypeId: WoodTypeId.make("wt-1"), name: "Mvule", grade: "A" })),
        woodType(WoodTypeImageChanged.make({ woodTypeId: WoodTypeId.make("wt-1"), image: picture })),
        woodType(WoodTypeImageChanged.make({ woodTypeId: WoodTypeId.make("wt-1"), image: null }))
      )
      .then({ wood_types: [{ id: "wt-1", image: null }] })
  })

  it("given a LOT recorded as using it, then nothing a reader of the catalogue sees changes", async () => {
    await spec
      .given(
        woodType(WoodTypeCreated.make({ woodTypeId: WoodTypeId.make("wt-1"), name: "Mvule", grade: "A" })),
        woodType(WoodTypeUseRecorded.make({ woodTypeId: WoodTypeId.make("wt-1"), usedBy: "Lot-1" }))
      )
      .then({ wood_types: [{ id: "wt-1", updated_at: at(0) }] })
  })

  it("given one of two wood types deleted, then only the other is listed", async () => {
    await spec
      .given(
        woodType(WoodTypeCreated.make({ woodTypeId: WoodTypeId.make("wt-1"), name: "Mvule", grade: "A" })),
        woodType(WoodTypeCreated.make({ woodTypeId: WoodTypeId.make("wt-2"), name: "Mninga", grade: "A" })),
        woodType(WoodTypeDeleted.make({ woodTypeId: WoodTypeId.make("wt-1") }))
      )
      .then({ wood_types: [{ id: "wt-2", name: "Mninga" }] })
  })
})
