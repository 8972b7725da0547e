import type { LotTraceability } from "@timber/contracts"
import { linesVolume as volume, wasteShare } from "@timber/domain/calculators/slicing-waste"

type Slicing = LotTraceability["stages"]["slicing"]

/** The LOT Summary and the cards of the traceability dialog's Wood Slicing section. */
export const slicingSummary = (slicing: Slicing) => {
  const sleeperVolume = slicing.reduce((sum, op) => sum + volume(op.sleeperSizes), 0)
  const plankVolume = slicing.reduce((sum, op) => sum + volume(op.plankSizes), 0)
  const wasteVolume = sleeperVolume - plankVolume
  const starts = slicing
    .map((op) => op.startTime)
    .filter((t): t is string => t !== null)
    .sort()
  return {
    woodType: slicing.find((op) => op.woodType)?.woodType?.name ?? null,
    sleepersSliced: slicing.reduce((sum, op) => sum + op.sleeperSizes.reduce((n, s) => n + s.quantity, 0), 0),
    startTime: starts[0] ?? null,
    sleeperVolume,
    plankVolume,
    planksProduced: slicing.reduce((sum, op) => sum + op.plankSizes.reduce((n, s) => n + s.quantity, 0), 0),
    wasteVolume,
    wastePercent: wasteShare(sleeperVolume, plankVolume)
  }
}
