import type { SleeperMeasurement, SleeperMeasurementInput } from "@timber/contracts"
import {
  dimensionFromCm,
  dimensionInCm,
  measurementTotals,
  SLEEPER_FIELD_MAX_CHARS,
  sleeperVolumeM3FromCm,
  type MeasurementUnit,
  type SleeperDimension
} from "@timber/domain/calculators/sleeper-volume"
import { sleeperFieldError, sleeperFieldText } from "@timber/domain/calculators/sleeper-entry"
import { typedNumber } from "@timber/domain/calculators/typed-number"

export const DIMENSIONS: ReadonlyArray<SleeperDimension> = ["thickness", "width", "length"]

/**
 * One sleeper row as the table holds it: the text typed in the shown unit, and the value in
 * cm it stands for (what drafts keep). Switching units re-writes the text from the cm value,
 * so a round trip through the other unit never changes what is stored.
 */
export interface SleeperRow {
  readonly id: string
  readonly text: Readonly<Record<SleeperDimension, string>>
  readonly cm: Readonly<Record<SleeperDimension, number | null>>
  readonly lastModifiedBy: string | null
  readonly lastModifiedAt: string | null
}

let counter = 0
export const newRowId = () => `new-${Date.now().toString(36)}-${(counter++).toString(36)}`

export const emptyRow = (id = newRowId()): SleeperRow => ({
  id,
  text: { thickness: "", width: "", length: "" },
  cm: { thickness: null, width: null, length: null },
  lastModifiedBy: null,
  lastModifiedAt: null
})

/** The shortest text of at most 5 characters for a value (fewer decimals until it fits). */
export const fitText = (value: number) => {
  for (let decimals = 3; decimals >= 0; decimals--) {
    const text = String(Number(value.toFixed(decimals)))
    if (text.length <= SLEEPER_FIELD_MAX_CHARS) return text
  }
  return String(Math.round(value)).slice(0, SLEEPER_FIELD_MAX_CHARS)
}

export const rowFromMeasurement = (
  m: Pick<SleeperMeasurement, "id" | "thickness" | "width" | "length"> & Partial<SleeperMeasurement>,
  unit: MeasurementUnit
): SleeperRow => ({
  id: m.id,
  cm: { thickness: m.thickness, width: m.width, length: m.length },
  text: {
    thickness: fitText(dimensionFromCm(m.thickness, "thickness", unit)),
    width: fitText(dimensionFromCm(m.width, "width", unit)),
    length: fitText(dimensionFromCm(m.length, "length", unit))
  },
  lastModifiedBy: m.lastModifiedBy ?? null,
  lastModifiedAt: m.lastModifiedAt ?? null
})

/** A typed change: the text is kept as typed (5 characters at most) and its cm value follows when it is a number. */
export const typeInto = (row: SleeperRow, dimension: SleeperDimension, typed: string, unit: MeasurementUnit, by: string | null, at: string): SleeperRow => {
  const text = sleeperFieldText(typed)
  const value = typedNumber(text) ?? null
  return {
    ...row,
    text: { ...row.text, [dimension]: text },
    cm: { ...row.cm, [dimension]: value === null || !Number.isFinite(value) ? null : dimensionInCm(value, dimension, unit) },
    lastModifiedBy: by,
    lastModifiedAt: at
  }
}

/** The same rows shown in another unit. */
export const showIn = (rows: ReadonlyArray<SleeperRow>, unit: MeasurementUnit): SleeperRow[] =>
  rows.map((row) => ({
    ...row,
    text: Object.fromEntries(DIMENSIONS.map((d) => [d, row.cm[d] === null ? row.text[d] : fitText(dimensionFromCm(row.cm[d]!, d, unit))])) as Record<
      SleeperDimension,
      string
    >
  }))

export const fieldErrors = (row: SleeperRow, unit: MeasurementUnit) =>
  Object.fromEntries(DIMENSIONS.map((d) => [d, sleeperFieldError(row.text[d], d, unit)])) as Record<SleeperDimension, string | null>

export const isComplete = (row: SleeperRow) => DIMENSIONS.every((d) => row.cm[d] !== null)
export const hasError = (row: SleeperRow, unit: MeasurementUnit) => DIMENSIONS.some((d) => fieldErrors(row, unit)[d] !== null)
export const isBlank = (row: SleeperRow) => DIMENSIONS.every((d) => row.text[d] === "")

/** m³ of a complete row, else null. */
export const rowVolume = (row: SleeperRow) =>
  isComplete(row) ? sleeperVolumeM3FromCm({ thickness: row.cm.thickness!, width: row.cm.width!, length: row.cm.length! }) : null

/** The measured sleepers (complete, valid rows), as drafts and submissions send them. */
export const measuredRows = (rows: ReadonlyArray<SleeperRow>, unit: MeasurementUnit) => rows.filter((row) => isComplete(row) && !hasError(row, unit))

export const toMeasurements = (rows: ReadonlyArray<SleeperRow>): SleeperMeasurementInput[] =>
  rows.map((row) => ({
    id: row.id,
    thickness: row.cm.thickness!,
    width: row.cm.width!,
    length: row.cm.length!,
    qty: 1,
    lastModifiedBy: row.lastModifiedBy,
    lastModifiedAt: row.lastModifiedAt
  }))

export interface SleeperTotals {
  readonly pieces: number
  readonly volumeM3: number
}

const asSleepers = (rows: ReadonlyArray<SleeperRow>) =>
  rows.map((row) => ({ thickness: row.cm.thickness!, width: row.cm.width!, length: row.cm.length!, qty: 1 }))

/**
 * The measured sleepers' count and volume: rows in error or incomplete never count (
 * item 12), and the volume follows the one rounding rule of `measurementTotals` (the LOT's
 * actual volume and traceability use it too).
 */
export const sheetTotals = (rows: ReadonlyArray<SleeperRow>, unit: MeasurementUnit): SleeperTotals => measurementTotals(asSleepers(measuredRows(rows, unit)))

export interface SizeGroup {
  readonly size: string
  readonly count: number
  readonly volumeM3: number
}

const UNIT_LABELS: Record<MeasurementUnit, Record<SleeperDimension, string>> = {
  imperial: { thickness: "in", width: "in", length: "ft" },
  metric: { thickness: "cm", width: "cm", length: "cm" }
}

/** The sleeper size summary: measured rows (no row in error) grouped by their size as shown, largest groups first. */
export const sizeSummary = (rows: ReadonlyArray<SleeperRow>, unit: MeasurementUnit): SizeGroup[] => {
  const groups = new Map<string, SleeperRow[]>()
  const u = UNIT_LABELS[unit]
  for (const row of measuredRows(rows, unit)) {
    const size = `${row.text.thickness}${u.thickness} × ${row.text.width}${u.width} × ${row.text.length}${u.length}`
    groups.set(size, [...(groups.get(size) ?? []), row])
  }
  return [...groups.entries()]
    .map(([size, members]) => ({ size, count: members.length, volumeM3: measurementTotals(asSleepers(members)).volumeM3 }))
    .sort((a, b) => b.count - a.count || a.size.localeCompare(b.size))
}

export const unitLabel = (unit: MeasurementUnit, dimension: SleeperDimension) => UNIT_LABELS[unit][dimension]
