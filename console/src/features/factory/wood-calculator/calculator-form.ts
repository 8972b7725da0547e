import { CalculatorMessages, DEFAULT_VAT, type Calculation } from "@timber/contracts"
import { calculatePlankPrice, numberOrZero, priceFieldText, type PlankPrice } from "@timber/domain/calculators/plank-price"

/** The Plank Details form as typed (text, so empty stays empty until calculated). */
export interface CalculatorForm {
  readonly woodTypeId: string
  readonly thickness: string
  readonly width: string
  readonly length: string
  readonly pricePerPlank: string
  readonly priceIncludesVat: boolean
  readonly vatPercent: string
  readonly notes: string
}

export const emptyForm: CalculatorForm = {
  woodTypeId: "",
  thickness: "",
  width: "",
  length: "",
  pricePerPlank: "",
  priceIncludesVat: false,
  vatPercent: String(DEFAULT_VAT),
  notes: ""
}

/** What a Calculate produced: the inputs it used and the figures. */
export interface CalculatorResult {
  readonly woodTypeId: string
  readonly thickness: number
  readonly width: number
  readonly length: number
  /** as entered */
  readonly pricePerPlank: number
  readonly priceIncludesVat: boolean
  readonly vatPercent: number
  readonly notes: string
  readonly figures: PlankPrice
}

export const sanitizePrice = priceFieldText

/** Calculate: the spec's messages for what is missing (section 5), else the figures. */
export const calculate = (form: CalculatorForm): { ok: true; result: CalculatorResult } | { ok: false; message: string } => {
  if (!form.woodTypeId) return { ok: false, message: CalculatorMessages.woodTypeRequired }
  const thickness = numberOrZero(form.thickness)
  const width = numberOrZero(form.width)
  const length = numberOrZero(form.length)
  if (!(thickness > 0 && width > 0 && length > 0)) return { ok: false, message: CalculatorMessages.dimensionsRequired }
  const pricePerPlank = numberOrZero(form.pricePerPlank)
  if (!(pricePerPlank > 0)) return { ok: false, message: CalculatorMessages.priceRequired }
  const vatPercent = numberOrZero(form.vatPercent)
  const figures = calculatePlankPrice({ thicknessInches: thickness, widthInches: width, lengthFeet: length, pricePerPlank, priceIncludesVat: form.priceIncludesVat, vatPercent })
  if (!Object.values(figures).every(Number.isFinite) || vatPercent < 0) return { ok: false, message: CalculatorMessages.calculateFailed }
  return { ok: true, result: { woodTypeId: form.woodTypeId, thickness, width, length, pricePerPlank, priceIncludesVat: form.priceIncludesVat, vatPercent, notes: form.notes, figures } }
}

/** A saved calculation back in the form: its price is stored excluding VAT. */
export const formFromHistory = (c: Calculation): CalculatorForm => ({
  woodTypeId: c.wood_type_id,
  thickness: String(c.thickness),
  width: String(c.width),
  length: String(c.length),
  pricePerPlank: String(c.price_per_plank),
  priceIncludesVat: false,
  vatPercent: String(c.tax_percentage),
  notes: c.notes ?? ""
})

/** The history item's figures, from the one formula. */
export const historyFigures = (c: Calculation) =>
  calculatePlankPrice({ thicknessInches: c.thickness, widthInches: c.width, lengthFeet: c.length, pricePerPlank: c.price_per_plank, priceIncludesVat: false, vatPercent: c.tax_percentage })
