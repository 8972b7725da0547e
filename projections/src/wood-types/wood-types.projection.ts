import { EMPTY_WOOD_TYPE_CATALOGUE, LiveTopics, metadataOf, WOOD_TYPE_EVENT_TYPES, WoodTypeEvent } from "@timber/contracts"
import { absurd } from "effect"
import { recordRowsProjection } from "../runner/record-rows"

export const woodTypesProjection = recordRowsProjection({
  name: "wood-types",
  // version 2 still: WoodTypeImageChanged is new, so no stored event is read differently; 3: each row's version (migration 0100)
  version: 3,
  events: WoodTypeEvent,
  // a LOT using a wood type changes nothing a reader of the catalogue sees
  eventTypes: WOOD_TYPE_EVENT_TYPES.filter((type) => type !== "WoodTypeUseRecorded"),
  table: "wood_types",
  apply: (rows, e, event) => {
    const at = metadataOf(event).occurredAt
    // the events handled here are the wood type's edits: each moves its version (uses are not handled)
    const version = event.revision.toString()
    switch (e._tag) {
      case "WoodTypeCreated": {
        const catalogue = JSON.stringify(e.catalogue ?? EMPTY_WOOD_TYPE_CATALOGUE)
        rows.insert(e.woodTypeId, { id: e.woodTypeId, name: e.name, grade: e.grade, catalogue, created_at: at, updated_at: at, version })
        break
      }
      case "WoodTypeUpdated": {
        const catalogue = JSON.stringify(e.catalogue ?? EMPTY_WOOD_TYPE_CATALOGUE)
        rows.change(e.woodTypeId, { name: e.name, grade: e.grade, catalogue, updated_at: at, version })
        break
      }
      case "WoodTypeDeleted":
        rows.remove(e.woodTypeId)
        break
      case "WoodTypeImageChanged":
        rows.change(e.woodTypeId, { image: e.image ? JSON.stringify(e.image) : null, updated_at: at, version })
        break
      case "WoodTypeUseRecorded":
        return []
      default:
        return absurd(e)
    }
    return [LiveTopics.woodTypes, LiveTopics.dashboard]
  }
})
