/**
 * Slicing volumes and waste (spec section 9 of both documents): a line's volume is
 * width/100 x height/100 x length x quantity (cm, cm, m), summed; waste is the share
 * of sleeper volume that did not become planks, floored at 0, to 2 decimals.
 */
export interface SizeLine {
  readonly width: number
  readonly height: number
  readonly length: number
  readonly quantity: number
}

export const linesVolume = (lines: ReadonlyArray<SizeLine>) => lines.reduce((sum, l) => sum + (l.width / 100) * (l.height / 100) * l.length * l.quantity, 0)

/** Unrounded waste percent, for summaries that add several operations. */
export const wasteShare = (sleeperVolume: number, plankVolume: number) => (sleeperVolume > 0 ? ((sleeperVolume - plankVolume) / sleeperVolume) * 100 : 0)

export const wastePercentage = (sleeperVolume: number, plankVolume: number) => Math.round(Math.max(0, wasteShare(sleeperVolume, plankVolume)) * 100) / 100

export const slicingFigures = (sleepers: ReadonlyArray<SizeLine>, planks: ReadonlyArray<SizeLine>) => {
  const sleeperVolume = linesVolume(sleepers)
  const plankVolume = linesVolume(planks)
  return { sleeperVolume, plankVolume, wastePercentage: wastePercentage(sleeperVolume, plankVolume) }
}
