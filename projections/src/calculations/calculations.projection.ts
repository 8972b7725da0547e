import { CALCULATION_EVENT_TYPES, CalculationEvent, decodeEvent, LiveTopics, metadataOf } from "@timber/contracts"
import { absurd } from "effect"
import type { Projection } from "../runner/projection"

/** Each user's calculation history; topic `calculations:<userId>` is theirs alone. */
export const calculationsProjection: Projection = {
  name: "calculations",
  version: 1,
  eventTypes: CALCULATION_EVENT_TYPES,
  tables: ["calculations"],
  apply: async (trx, event) => {
    const e = decodeEvent(CalculationEvent, event)
    switch (e._tag) {
      case "CalculationSaved":
        await trx
          .insertInto("calculations")
          .values({
            id: e.calculationId,
            user_id: e.userId,
            wood_type_id: e.woodTypeId,
            wood_type_name: e.woodTypeName,
            thickness: e.thickness,
            width: e.width,
            length: e.length,
            price_per_plank: e.pricePerPlank,
            tax_percentage: e.taxPercentage,
            volume_m3: e.volumeM3,
            planks_per_m3: e.planksPerM3,
            price_per_m3: e.pricePerM3,
            notes: e.notes,
            created_at: metadataOf(event).occurredAt
          })
          .execute()
        break
      case "CalculationDeleted":
        await trx.deleteFrom("calculations").where("id", "=", e.calculationId).execute()
        break
      default:
        return absurd(e)
    }
    return [LiveTopics.calculations(e.userId)]
  },
  reset: async (trx) => {
    await trx.deleteFrom("calculations").execute()
  }
}
