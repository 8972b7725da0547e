import { CalculatorMessages, DEFAULT_VAT, SaveCalculationPayload, type Calculation } from "@timber/contracts"
import { calculatePlankPrice, numberOrZero, priceExcludingVat, priceFieldText, type PlankPrice } from "@timber/domain/calculators/plank-price"
import { contractErrors, typedNumber, type FieldMap } from "../../../lib/form-validation"

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

/** Which form field each wire field of the saved calculation feeds: the contract's messages land there. */
export const CALCULATOR_FIELDS: FieldMap<keyof CalculatorForm> = {
  wood_type_id: "woodTypeId",
  thickness: "thickness",
  width: "width",
  length: "length",
  price_per_plank: "pricePerPlank",
  tax_percentage: "vatPercent",
  notes: "notes"
}

/**
 * The form as the body Save would send, without the figures: an empty dimension or price
 * is absent (the spec's "Please enter …" messages), an empty VAT counts as 0, and the
 * price is stored excluding VAT.
 */
export const calculatorBody = (form: CalculatorForm) => {
  const price = typedNumber(form.pricePerPlank)
  const vatPercent = numberOrZero(form.vatPercent)
  return {
    wood_type_id: form.woodTypeId,
    thickness: typedNumber(form.thickness),
    width: typedNumber(form.width),
    length: typedNumber(form.length),
    price_per_plank: price === undefined ? undefined : priceExcludingVat(price, form.priceIncludesVat, vatPercent),
    tax_percentage: typedNumber(form.vatPercent) ?? 0,
    notes: form.notes.trim() === "" ? null : form.notes.trim()
  }
}

/** What a Calculate produced: the form it used and the figures. */
export interface CalculatorResult {
  readonly form: CalculatorForm
  readonly figures: PlankPrice
}

/** Currency words and marks before the number ("TZS ", "Tsh"). */
const LEADING = /^[^0-9.+-]+/
/** A word after it (" TZS") or marks ("/="), never a letter typed right after a digit (the start of "1e200"). */
const TRAILING = /(\s+\D*|[^0-9.A-Za-z+-]+)$/
/** Digit grouping inside it. */
const GROUPING = /[\s,'_]/g

/**
 * The price box as typed (spec section 5: it keeps only digits and the decimal point): currency
 * words, "/=" and digit grouping go ("TZS 60,000.50/=" is 60000.50). What would change the
 * number if it went — an exponent, a sign, a letter inside it ("1e200" is not 1200, "-5" is not
 * 5) — stays as typed, and the contract's message says what is wrong with it.
 */
export const sanitizePrice = (typed: string) => {
  const number = typed.replace(LEADING, "").replace(TRAILING, "").replace(GROUPING, "")
  return priceFieldText(number) === number ? number : typed.trim()
}

/** Calculate: the contract's first message (the spec's, in its order: wood type, dimensions, price), else the figures. */
export const calculate = (form: CalculatorForm): { ok: true; result: CalculatorResult } | { ok: false; message: string } => {
  const body = calculatorBody(form)
  const [problem] = Object.values(contractErrors(SaveCalculationPayload, body, CALCULATOR_FIELDS))
  if (problem !== undefined) return { ok: false, message: problem }
  const figures = calculatePlankPrice({
    thicknessInches: body.thickness ?? 0,
    widthInches: body.width ?? 0,
    lengthFeet: body.length ?? 0,
    pricePerPlank: typedNumber(form.pricePerPlank) ?? 0,
    priceIncludesVat: form.priceIncludesVat,
    vatPercent: body.tax_percentage
  })
  if (!Object.values(figures).every(Number.isFinite)) return { ok: false, message: CalculatorMessages.calculateFailed }
  return { ok: true, result: { form, figures } }
}

/** Results go stale when an input of the formula changes after Calculate; notes never make them stale. */
export const isStale = (result: CalculatorResult, form: CalculatorForm) =>
  (["woodTypeId", "thickness", "width", "length", "pricePerPlank", "priceIncludesVat", "vatPercent"] as const).some((key) => result.form[key] !== form[key])

/** The body Save sends: the figures of the last Calculate, the notes as they are now. */
export const savePayload = (result: CalculatorResult, userId: string, notes: string): SaveCalculationPayload => {
  const body = calculatorBody({ ...result.form, notes })
  const f = result.figures
  return {
    user_id: userId,
    wood_type_id: body.wood_type_id,
    thickness: body.thickness ?? 0,
    width: body.width ?? 0,
    length: body.length ?? 0,
    price_per_plank: f.pricePerPlankExcludingVat,
    tax_percentage: body.tax_percentage,
    volume_m3: f.volumePerPlank,
    planks_per_m3: f.planksPerCubicMetre,
    price_per_m3: f.pricePerCubicMetreExcludingVat,
    notes: body.notes
  }
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
  calculatePlankPrice({
    thicknessInches: c.thickness,
    widthInches: c.width,
    lengthFeet: c.length,
    pricePerPlank: c.price_per_plank,
    priceIncludesVat: false,
    vatPercent: c.tax_percentage
  })
