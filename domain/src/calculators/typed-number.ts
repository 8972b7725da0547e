/**
 * A number as a person types it into a form: an optional minus, digits, at most one decimal point
 * and an optional exponent ("1e3" is a thousand, and then refused by the field's maximum if too
 * big). Anything else ("12 cm", "1,5", "0x10", "Infinity") is not a number to them, so it reads
 * as NaN and the field says "… must be a number". Nothing is ever cleaned into another figure
 * ("-5" became 5 and "1e3" became 13 without a word). Blank is absent.
 * One rule for every number field of the console, the sleeper sheet's included.
 */
const WRITTEN_NUMBER = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i

export const typedNumber = (text: string): number | undefined => {
  const trimmed = text.trim()
  if (trimmed === "") return undefined
  return WRITTEN_NUMBER.test(trimmed) ? Number(trimmed) : Number.NaN
}
