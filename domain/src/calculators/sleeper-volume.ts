/**
 * Receipt processing's sleeper arithmetic (factory spec sections 5 and 9): one definition,
 * used by the server (to compute what a submission records) and by the console.
 */
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

/** Shown (and recorded) to 4 decimals. */
export const roundVolume = (m3: number) => Math.round(m3 * 10_000) / 10_000
export const formatVolume = (m3: number) => m3.toFixed(4)

export interface SleeperFieldLimit {
  readonly min: number
  readonly max: number
  readonly unitLabel: string
}

/** The entry limits of section 5, per unit system; at most 5 characters per field. */
export const SLEEPER_LIMITS: Record<MeasurementUnit, Record<SleeperDimension, SleeperFieldLimit>> = {
  imperial: {
    thickness: { min: 0.5, max: 18, unitLabel: "in" },
    width: { min: 0.5, max: 18, unitLabel: "in" },
    length: { min: 0.5, max: 18, unitLabel: "ft" }
  },
  metric: {
    thickness: { min: 0.5, max: 18, unitLabel: "cm" },
    width: { min: 0.5, max: 50, unitLabel: "cm" },
    length: { min: 0.5, max: 600, unitLabel: "cm" }
  }
}
export const SLEEPER_FIELD_MAX_CHARS = 5

/** Sums a measurement: pieces and total volume (m³, unrounded). */
export const measurementTotals = (sleepers: ReadonlyArray<SleeperDimensions & { readonly qty: number }>) => ({
  pieces: sleepers.reduce((sum, s) => sum + s.qty, 0),
  volumeM3: sleepers.reduce((sum, s) => sum + sleeperVolumeM3FromCm(s) * s.qty, 0)
})

/** Actual against estimated volume: m³ and percent of the estimate (null without an estimate). */
export const volumeVariance = (actualM3: number, estimatedM3: number | null) =>
  estimatedM3 === null || estimatedM3 === 0
    ? { m3: estimatedM3 === null ? null : actualM3 - estimatedM3, percent: null }
    : { m3: actualM3 - estimatedM3, percent: ((actualM3 - estimatedM3) / estimatedM3) * 100 }
