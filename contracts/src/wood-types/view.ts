import type { WorkTrail } from "../lots/lot"
import { woodTypeImageFields, type WoodType, type WoodTypeCatalogue } from "./dto"

/** A wood type as its aggregate holds it: the fields of WoodTypeCreated/WoodTypeUpdated, the catalogue read as empty when absent. */
export interface WoodTypeFields {
  readonly woodTypeId: string
  readonly name: string
  readonly grade: string | null
  readonly catalogue: WoodTypeCatalogue
  /** Its picture's file, when it has one (only its hash is shown: the address changes with the picture). */
  readonly image: { readonly sha256: string } | null
}

/**
 * The one answer for a wood type: a write answers with it from the aggregate's state, a read
 * from its row. Its times skip the uses recorded on its stream (being used by a LOT is not an
 * edit of the wood type).
 */
export const toWoodType = (
  woodType: WoodTypeFields,
  trail: Pick<WorkTrail, "createdAt" | "updatedAt">,
  /** Its stream's revision after its last edit (uses left out: contracts shared/record-version.ts). */
  version: string
): WoodType => ({
  id: woodType.woodTypeId,
  name: woodType.name,
  grade: woodType.grade,
  ...woodType.catalogue,
  ...woodTypeImageFields(woodType.woodTypeId, woodType.image),
  createdAt: trail.createdAt,
  updatedAt: trail.updatedAt,
  version
})
