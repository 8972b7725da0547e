import type { PlankPrice } from "@timber/domain/calculators/plank-price"
import { formatPlankVolume } from "@timber/domain/calculators/plank-price"
import { formatDateTime, tzs } from "../../../../lib/format"

/** One calculation as every output shows it: screen, clipboard and PDF. */
export interface CalculationSheet {
  readonly woodType: string
  readonly thickness: number
  readonly width: number
  readonly length: number
  readonly vatPercent: number
  readonly notes: string
  readonly at: string | null
  readonly figures: PlankPrice
}

export const dimensions = (s: Pick<CalculationSheet, "thickness" | "width" | "length">) => `${s.thickness}" × ${s.width}" × ${s.length}'`

export const planksPerM3Text = (n: number) => n.toFixed(2)

/** Label / value lines, in the Results panel's order. */
export const sheetLines = (s: CalculationSheet): ReadonlyArray<readonly [string, string]> => [
  ["Wood Type", s.woodType],
  ["Dimensions (T × W × L)", dimensions(s)],
  ["Volume per Plank", `${formatPlankVolume(s.figures.volumePerPlank)} m³`],
  ["Planks per m³", planksPerM3Text(s.figures.planksPerCubicMetre)],
  ["Price per m³ (excl. VAT)", tzs(s.figures.pricePerCubicMetreExcludingVat)],
  [`Price per m³ (incl. ${s.vatPercent}% VAT)`, tzs(s.figures.pricePerCubicMetreIncludingVat)],
  ["Price per Plank (excl. VAT)", tzs(s.figures.pricePerPlankExcludingVat)],
  [`Price per Plank (incl. ${s.vatPercent}% VAT)`, tzs(s.figures.pricePerPlankIncludingVat)]
]

/** The text Copy Details puts on the clipboard. */
export const sheetText = (s: CalculationSheet) =>
  [
    "Wood Calculation",
    ...(s.at ? [`Time: ${formatDateTime(s.at)}`] : []),
    ...sheetLines(s).map(([label, value]) => `${label}: ${value}`),
    ...(s.notes ? [`Notes: ${s.notes}`] : [])
  ].join("\n")
