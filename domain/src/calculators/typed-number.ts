/**
 * A number as a person types it into a form: an optional minus, digits and at most one decimal
 * point. Anything else ("1e3", "12 cm", "1,5", "0x10") is not a number to them, so it reads as
 * NaN and the field says "… must be a number" instead of being cleaned into another figure
 * (issue 37: "-5" became 5 and "1e3" became 13 without a word). Blank is absent.
 * One rule for every number field of the console, the sleeper sheet's included.
 */
const PLAIN_DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/

export const typedNumber = (text: string): number | undefined => {
  const trimmed = text.trim()
  if (trimmed === "") return undefined
  return PLAIN_DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN
}
