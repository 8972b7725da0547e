import { roundM3, STOCK_BUCKETS, type StockBucket, type StockQuantities, type StockVolumes } from "@timber/contracts"

/**
 * m³ moves with pieces. Pieces put in from outside a row bring their own m³ (a
 * receipt's sleepers as measured, a slicing's planks as the slicer sized them, a transfer's pieces
 * as they left their source). Pieces taken out of a quantity take the quantity's average m³ per
 * piece times the pieces taken — the last piece takes what is left — so a quantity's m³ is never
 * negative and a quantity of 0 pieces holds 0 m³. Decision: pieces of one row are interchangeable
 * (the row names one nominal size), so which pieces leave is not known and the average is the fair
 * share; the measured size of what came in stays on its movement.
 */
export const takenM3 = (pieces: number, m3: number, taking: number): number => {
  if (taking <= 0 || pieces <= 0) return 0
  if (taking >= pieces) return m3
  return Math.min(m3, roundM3((m3 / pieces) * taking))
}

/** The row's average m³ per piece over every quantity, 0 when it holds none: what an adjustment adds to an empty quantity. */
const rowAverage = (quantities: StockQuantities, volumes: StockVolumes) => {
  let pieces = 0
  let m3 = 0
  for (const bucket of STOCK_BUCKETS) {
    pieces += quantities[bucket]
    m3 += volumes[bucket]
  }
  return pieces > 0 ? m3 / pieces : 0
}

/**
 * The m³ each quantity changes by, for a movement's piece changes: takes take their share; puts get
 * their explicit m³ when they come from outside the row, else what the movement took from the row's
 * other quantities (shared by pieces, the last put taking the rest: drying, a transfer landing).
 */
export const volumeChanges = (
  quantities: StockQuantities,
  volumes: StockVolumes,
  changes: Readonly<Partial<Record<StockBucket, number>>>,
  explicit: Readonly<Partial<Record<StockBucket, number>>> = {}
): Partial<Record<StockBucket, number>> => {
  const result: Partial<Record<StockBucket, number>> = {}
  let taken = 0
  for (const bucket of STOCK_BUCKETS) {
    const change = changes[bucket] ?? 0
    if (change >= 0) continue
    const m3 = takenM3(quantities[bucket], volumes[bucket], -change)
    taken += m3
    result[bucket] = -m3
  }
  const implicit = STOCK_BUCKETS.filter((b) => (changes[b] ?? 0) > 0 && explicit[b] === undefined)
  const implicitPieces = implicit.reduce((sum, b) => sum + (changes[b] ?? 0), 0)
  let left = roundM3(taken)
  for (const [i, bucket] of implicit.entries()) {
    const share = i === implicit.length - 1 ? left : roundM3((taken * (changes[bucket] ?? 0)) / implicitPieces)
    left = roundM3(left - share)
    result[bucket] = share
  }
  for (const bucket of STOCK_BUCKETS) if ((changes[bucket] ?? 0) > 0 && explicit[bucket] !== undefined) result[bucket] = roundM3(Math.max(0, explicit[bucket]!))
  return result
}

/**
 * The m³ of pieces an adjustment adds to a quantity (decision, the spec is silent): the quantity's
 * average m³ per piece, else the row's, else 0 (a row that never held m³).
 */
export const adjustedInM3 = (quantities: StockQuantities, volumes: StockVolumes, bucket: StockBucket, pieces: number) =>
  roundM3((quantities[bucket] > 0 ? volumes[bucket] / quantities[bucket] : rowAverage(quantities, volumes)) * pieces)
