import { ReceiptMessages } from "@timber/contracts"
import { typedNumber } from "./typed-number"
import { SLEEPER_FIELD_MAX_CHARS, SLEEPER_LIMITS, type MeasurementUnit, type SleeperDimension } from "./sleeper-volume"

const LABEL: Record<SleeperDimension, string> = { thickness: "Thickness", width: "Width", length: "Length" }

/**
 * What typing may leave in a field: what was typed, at most 5 characters (section 5). Nothing is
 * cleaned away: "-5" or "1e3" stay as typed and show their error, never turn into 5 or 13.
 */
export const sleeperFieldText = (typed: string) => typed.slice(0, SLEEPER_FIELD_MAX_CHARS)

/** The error an entered value shows, or null; an empty field is not (yet) an error. */
export const sleeperFieldError = (text: string, dimension: SleeperDimension, unit: MeasurementUnit): string | null => {
  if (text.trim() === "") return null
  if (text.length > SLEEPER_FIELD_MAX_CHARS) return ReceiptMessages.tooManyCharacters(LABEL[dimension], SLEEPER_FIELD_MAX_CHARS)
  const value = typedNumber(text)
  if (value === undefined || !Number.isFinite(value)) return ReceiptMessages.notANumber(LABEL[dimension])
  const limit = SLEEPER_LIMITS[unit][dimension]
  return value < limit.min || value > limit.max ? ReceiptMessages.outOfRange(LABEL[dimension], limit.min, limit.max, limit.unitLabel) : null
}
