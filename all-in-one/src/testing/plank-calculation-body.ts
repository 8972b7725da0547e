import { calculatePlankPrice } from "@timber/domain"

/**
 * The body that saves a 2" × 6" × 12' plank calculation at `pricePerPlank` (18 % VAT on top), its
 * figures the domain calculator's so the server accepts them: the approval specs and the release
 * fixtures price it above or below a rule's threshold. No test runner here: the fixture script uses it too.
 */
export const plankCalculationBody = (woodTypeId: string, pricePerPlank: number) => {
  const figures = calculatePlankPrice({ thicknessInches: 2, widthInches: 6, lengthFeet: 12, pricePerPlank, priceIncludesVat: false, vatPercent: 18 })
  return {
    wood_type_id: woodTypeId,
    thickness: 2,
    width: 6,
    length: 12,
    price_per_plank: pricePerPlank,
    tax_percentage: 18,
    volume_m3: figures.volumePerPlank,
    planks_per_m3: figures.planksPerCubicMetre,
    price_per_m3: figures.pricePerCubicMetreExcludingVat,
    notes: null
  }
}
