import { ParseResult, Schema } from "effect"
import { Bounds } from "../shared/bounds"
import { StockMessages } from "./messages"

/**
 * A stock row's thickness is a number with a unit: 1", 2" (the spec's options),
 * 1.5", 25 mm or 2.5 cm, never free text ("banana", a timestamp). It travels as the spec's text
 * ('1"'), written one way: inches as `<n>"`, millimetres as `<n> mm`, centimetres as `<n> cm`, so
 * 1 in, 1 inch and 1″ are the row 1" already holds. Rows stored before this rule keep their text
 * and are read as they are (the read models and events keep a string); only new input is refused.
 */
export const THICKNESS_UNITS = ["inch", "mm", "cm"] as const
export type ThicknessUnit = (typeof THICKNESS_UNITS)[number]

export interface StockThickness {
  readonly value: number
  readonly unit: ThicknessUnit
}

/** The largest thickness per unit: two feet, in each unit (a sleeper is at most 18 inches). */
export const THICKNESS_MAX: Readonly<Record<ThicknessUnit, number>> = { inch: 24, mm: 610, cm: 61 }

const UNIT_WORDS: ReadonlyArray<readonly [RegExp, ThicknessUnit]> = [
  [/^(?:"|''|′′|″|”|in\.?|inch|inches)$/, "inch"],
  [/^(?:mm|millimetres?|millimeters?)$/, "mm"],
  [/^(?:cm|centimetres?|centimeters?)$/, "cm"]
]

/** The thickness a text names, or null when it is not a positive number with a known unit within THICKNESS_MAX. */
export const parseStockThickness = (text: string): StockThickness | null => {
  const match = /^(\d{1,4}(?:\.\d{1,3})?|\.\d{1,3})\s*(\S.*)$/.exec(text.normalize("NFKC").trim().toLowerCase())
  if (!match) return null
  const value = Number(match[1])
  const unit = UNIT_WORDS.find(([pattern]) => pattern.test(match[2]!.trim()))?.[1]
  if (unit === undefined || !(value > 0) || value > THICKNESS_MAX[unit]) return null
  return { value, unit }
}

/** A thickness as rows are keyed and shown: 1", 25 mm, 2.5 cm. */
export const stockThicknessText = ({ value, unit }: StockThickness) => (unit === "inch" ? `${value}"` : `${value} ${unit}`)

/** A thickness typed by a user, as the one text of its row; null when it names no thickness. */
export const canonicalStockThickness = (text: string): string | null => {
  const parsed = parseStockThickness(text)
  return parsed === null ? null : stockThicknessText(parsed)
}

/** The thickness of a stock write: required, a number with a unit, decoded to its one text. */
export const StockThicknessInput = Schema.transformOrFail(
  Schema.String.pipe(
    Schema.maxLength(Bounds.text.stockThickness, { message: () => StockMessages.thicknessInvalid }),
    Schema.filter((s) => s.trim().length > 0, { message: () => StockMessages.thicknessRequired })
  ),
  Schema.String,
  {
    strict: true,
    decode: (text, _, ast) => {
      const canonical = canonicalStockThickness(text)
      return canonical === null ? ParseResult.fail(new ParseResult.Type(ast, text, StockMessages.thicknessInvalid)) : ParseResult.succeed(canonical)
    },
    encode: ParseResult.succeed
  }
  // what a valid thickness looks like, for generated bodies (a thickness is never free text)
).annotations({ arbitrary: () => (fc) => fc.constantFrom('1"', '2"', '6"', "25 mm", "2.5 cm") })
