import type { WorkTrail } from "../lots/lot"
import type { WoodType, WoodTypeCatalogue } from "./dto"

/** A wood type as its aggregate holds it: the fields of WoodTypeCreated/WoodTypeUpdated, the catalogue read as empty when absent. */
export interface WoodTypeFields {
  readonly woodTypeId: string
  readonly name: string
  readonly grade: string | null
  readonly catalogue: WoodTypeCatalogue
}

/**
 * The one answer for a wood type: a write answers with it from the aggregate's state, a read
 * from its row. Its times skip the uses recorded on its stream (being used by a LOT is not an
 * edit of the wood type).
 */
export const toWoodType = (woodType: WoodTypeFields, trail: Pick<WorkTrail, "createdAt" | "updatedAt">): WoodType => ({
  id: woodType.woodTypeId,
  name: woodType.name,
  grade: woodType.grade,
  ...woodType.catalogue,
  createdAt: trail.createdAt,
  updatedAt: trail.updatedAt
})
