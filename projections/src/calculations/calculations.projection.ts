import { CalculationEvent, LiveTopics, metadataOf } from "@timber/contracts"
import { absurd } from "effect"
import { recordRowsProjection } from "../runner/record-rows"

/** Each user's calculation history; topic `calculations:<userId>` is theirs alone. */
export const calculationsProjection = recordRowsProjection({
  name: "calculations",
  // 2: each calculation's version, its stream's revision (migration 20261207_1200)
  version: 2,
  events: CalculationEvent,
  // the batch folded in memory: the new calculations in one insert, a saved-then-deleted one never written
  table: "calculations",
  apply: (rows, e, event) => {
    switch (e._tag) {
      case "CalculationSaved":
        rows.insert(e.calculationId, {
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
          created_at: metadataOf(event).occurredAt,
          version: event.revision.toString()
        })
        break
      case "CalculationDeleted":
        rows.remove(e.calculationId)
        break
      default:
        return absurd(e)
    }
    return [LiveTopics.calculations(e.userId)]
  }
})
