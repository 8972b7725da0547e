import { CALCULATION_EVENT_TYPES, CalculationEvent, LiveTopics } from "@timber/contracts"
import { Schema } from "effect"
import { domainEvent, occurredAt, type Projection } from "../runner/projection"

const decode = Schema.decodeUnknownSync(CalculationEvent)

/** Each user's calculation history; topic `calculations:<userId>` is theirs alone. */
export const calculationsProjection: Projection = {
  name: "calculations",
  version: 1,
  eventTypes: CALCULATION_EVENT_TYPES,
  tables: ["calculations"],
  apply: async (trx, event) => {
    const e = domainEvent(decode, event)
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
            created_at: occurredAt(event)
          })
          .execute()
        break
      case "CalculationDeleted":
        await trx.deleteFrom("calculations").where("id", "=", e.calculationId).execute()
        break
    }
    return [LiveTopics.calculations(e.userId)]
  },
  reset: async (trx) => {
    await trx.deleteFrom("calculations").execute()
  }
}
