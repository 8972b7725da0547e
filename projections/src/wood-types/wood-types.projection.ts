import { decodeEvent, LiveTopics, metadataOf, WOOD_TYPE_EVENT_TYPES, WoodTypeEvent } from "@timber/contracts"
import { absurd } from "effect"
import type { Projection } from "../runner/projection"

export const woodTypesProjection: Projection = {
  name: "wood-types",
  version: 1,
  eventTypes: WOOD_TYPE_EVENT_TYPES,
  tables: ["wood_types"],
  apply: async (trx, event) => {
    const e = decodeEvent(WoodTypeEvent, event)
    const at = metadataOf(event).occurredAt
    switch (e._tag) {
      case "WoodTypeCreated":
        await trx.insertInto("wood_types").values({ id: e.woodTypeId, name: e.name, grade: e.grade, created_at: at, updated_at: at }).execute()
        break
      case "WoodTypeUpdated":
        await trx.updateTable("wood_types").set({ name: e.name, grade: e.grade, updated_at: at }).where("id", "=", e.woodTypeId).execute()
        break
      case "WoodTypeDeleted":
        await trx.deleteFrom("wood_types").where("id", "=", e.woodTypeId).execute()
        break
      default:
        return absurd(e)
    }
    return [LiveTopics.woodTypes, LiveTopics.dashboard]
  },
  reset: async (trx) => {
    await trx.deleteFrom("wood_types").execute()
  }
}
