/**
 * Receipt processing's sleeper arithmetic (factory spec sections 5 and 9): one definition,
 * used by the server (to compute what a submission records) and by the console.
 */
import { Bounds } from "@timber/contracts"
import { METRES_PER_FOOT, METRES_PER_INCH } from "./plank-price"

export type MeasurementUnit = "imperial" | "metric"
export type SleeperDimension = "thickness" | "width" | "length"

export interface SleeperDimensions {
  readonly thickness: number
  readonly width: number
  readonly length: number
}

const CM_PER_METRE = 100

/** Metres of one dimension as entered: inches (thickness, width) or feet (length) in imperial, cm in metric. */
export const dimensionInMetres = (value: number, dimension: SleeperDimension, unit: MeasurementUnit) =>
  unit === "metric" ? value / CM_PER_METRE : value * (dimension === "length" ? METRES_PER_FOOT : METRES_PER_INCH)

/** cm of a dimension as entered (drafts and items are stored in cm). */
export const dimensionInCm = (value: number, dimension: SleeperDimension, unit: MeasurementUnit) =>
  unit === "metric" ? value : dimensionInMetres(value, dimension, unit) * CM_PER_METRE

/** The entered unit's value of a dimension stored in cm (the inverse of `dimensionInCm`). */
export const dimensionFromCm = (cm: number, dimension: SleeperDimension, unit: MeasurementUnit) =>
  unit === "metric" ? cm : cm / CM_PER_METRE / (dimension === "length" ? METRES_PER_FOOT : METRES_PER_INCH)

/** Volume = thickness x width x length converted to metres, in m³. */
export const sleeperVolumeM3 = (d: SleeperDimensions, unit: MeasurementUnit) =>
  dimensionInMetres(d.thickness, "thickness", unit) * dimensionInMetres(d.width, "width", unit) * dimensionInMetres(d.length, "length", unit)

/** The same volume from dimensions stored in cm. */
export const sleeperVolumeM3FromCm = (d: SleeperDimensions) => sleeperVolumeM3(d, "metric")

/**
 * The one rounding rule for volumes: a volume is shown and recorded to 4
 * decimals, half up. A total is the exact volumes summed and rounded once (`measurementTotals`),
 * never the sum of rounded rows: the receipt, its PDF, the LOT's actual volume and the
 * traceability read all take their totals from `measurementTotals`, so they cannot disagree.
 */
export const roundVolume = (m3: number) => Math.round(m3 * 10_000) / 10_000
export const formatVolume = (m3: number) => roundVolume(m3).toFixed(4)

export interface SleeperFieldLimit {
  readonly min: number
  readonly max: number
  readonly unitLabel: string
}

/** The entry limits of section 5, per unit system (defined once in contracts' `Bounds.sleeperEntry`); at most 5 characters per field. */
export const SLEEPER_LIMITS: Record<MeasurementUnit, Record<SleeperDimension, SleeperFieldLimit>> = {
  imperial: limitsOf("imperial"),
  metric: limitsOf("metric")
}
function limitsOf(unit: MeasurementUnit): Record<SleeperDimension, SleeperFieldLimit> {
  const limit = (d: SleeperDimension) => ({
    min: Bounds.sleeperEntry[unit][d].min,
    max: Bounds.sleeperEntry[unit][d].max,
    unitLabel: Bounds.sleeperEntry[unit][d].unit
  })
  return { thickness: limit("thickness"), width: limit("width"), length: limit("length") }
}
export const SLEEPER_FIELD_MAX_CHARS = 5

/** A receipt item as the spec's wire shape names it (factory spec §3): its thickness is called `height`. */
export interface ReceiptItemSize {
  readonly height: number
  readonly width: number
  readonly length: number
  readonly quantity: number
}

/**
 * A receipt item as a measured sleeper: the one place where an item's `height` becomes the
 * sleeper's `thickness` (a receipt item's height is the sleeper's thickness, never its width).
 */
export const sleeperOfItem = (item: ReceiptItemSize): SleeperDimensions & { readonly qty: number } => ({
  thickness: item.height,
  width: item.width,
  length: item.length,
  qty: item.quantity
})

/** Sums a measurement: pieces and total volume (m³, the exact volumes summed, rounded once to 4 decimals). */
export const measurementTotals = (sleepers: ReadonlyArray<SleeperDimensions & { readonly qty: number }>) => ({
  pieces: sleepers.reduce((sum, s) => sum + s.qty, 0),
  volumeM3: roundVolume(sleepers.reduce((sum, s) => sum + sleeperVolumeM3FromCm(s) * s.qty, 0))
})

/** Actual against estimated volume: m³ and percent of the estimate (null without an estimate). */
export const volumeVariance = (actualM3: number, estimatedM3: number | null) =>
  estimatedM3 === null || estimatedM3 === 0
    ? { m3: estimatedM3 === null ? null : actualM3 - estimatedM3, percent: null }
    : { m3: actualM3 - estimatedM3, percent: ((actualM3 - estimatedM3) / estimatedM3) * 100 }
