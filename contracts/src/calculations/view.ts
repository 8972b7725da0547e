import type { Calculation } from "./dto"
import type { CalculationSaved } from "./events"

/** A saved calculation's fields, defined once by its event; the wood type's name is null on rows written before it was kept. */
export type CalculationFields = Omit<typeof CalculationSaved.Type, "_tag" | "woodTypeName"> & { readonly woodTypeName: string | null }

/** The one answer for a calculation: a save answers with it from the aggregate's state, the history from its row. */
export const toCalculation = (calculation: CalculationFields, createdAt: string, version: string): Calculation => ({
  id: calculation.calculationId,
  user_id: calculation.userId,
  wood_type_id: calculation.woodTypeId,
  thickness: calculation.thickness,
  width: calculation.width,
  length: calculation.length,
  price_per_plank: calculation.pricePerPlank,
  tax_percentage: calculation.taxPercentage,
  volume_m3: calculation.volumeM3,
  planks_per_m3: calculation.planksPerM3,
  price_per_m3: calculation.pricePerM3,
  notes: calculation.notes,
  created_at: createdAt,
  wood_type: calculation.woodTypeName === null ? null : { id: calculation.woodTypeId, name: calculation.woodTypeName },
  version
})
