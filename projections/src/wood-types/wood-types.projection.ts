import { decodeEvent, EMPTY_WOOD_TYPE_CATALOGUE, LiveTopics, metadataOf, WOOD_TYPE_EVENT_TYPES, WoodTypeEvent } from "@timber/contracts"
import { absurd } from "effect"
import type { Projection } from "../runner/projection"

export const woodTypesProjection: Projection = {
  name: "wood-types",
  // version 2 still: WoodTypeImageChanged is new, so no stored event is read differently
  version: 2,
  // a LOT using a wood type changes nothing a reader of the catalogue sees
  eventTypes: WOOD_TYPE_EVENT_TYPES.filter((type) => type !== "WoodTypeUseRecorded"),
  tables: ["wood_types"],
  apply: async (trx, event) => {
    const e = decodeEvent(WoodTypeEvent, event)
    const at = metadataOf(event).occurredAt
    switch (e._tag) {
      case "WoodTypeCreated": {
        const catalogue = JSON.stringify(e.catalogue ?? EMPTY_WOOD_TYPE_CATALOGUE)
        await trx.insertInto("wood_types").values({ id: e.woodTypeId, name: e.name, grade: e.grade, catalogue, created_at: at, updated_at: at }).execute()
        break
      }
      case "WoodTypeUpdated": {
        const catalogue = JSON.stringify(e.catalogue ?? EMPTY_WOOD_TYPE_CATALOGUE)
        await trx.updateTable("wood_types").set({ name: e.name, grade: e.grade, catalogue, updated_at: at }).where("id", "=", e.woodTypeId).execute()
        break
      }
      case "WoodTypeDeleted":
        await trx.deleteFrom("wood_types").where("id", "=", e.woodTypeId).execute()
        break
      case "WoodTypeImageChanged":
        await trx
          .updateTable("wood_types")
          .set({ image: e.image ? JSON.stringify(e.image) : null, updated_at: at })
          .where("id", "=", e.woodTypeId)
          .execute()
        break
      case "WoodTypeUseRecorded":
        return []
      default:
        return absurd(e)
    }
    return [LiveTopics.woodTypes, LiveTopics.dashboard]
  },
  reset: async (trx) => {
    await trx.deleteFrom("wood_types").execute()
  }
}
