import { ReceiptMessages } from "@timber/contracts"
import { SLEEPER_FIELD_MAX_CHARS, SLEEPER_LIMITS, type MeasurementUnit, type SleeperDimension } from "./sleeper-volume"

const LABEL: Record<SleeperDimension, string> = { thickness: "Thickness", width: "Width", length: "Length" }

/** What typing may leave in a field: digits and one decimal point, at most 5 characters (section 5). */
export const sleeperFieldText = (typed: string) => {
  const cleaned = typed.replace(/[^0-9.]/g, "")
  const [whole, ...rest] = cleaned.split(".")
  return (rest.length > 0 ? `${whole}.${rest.join("")}` : whole!).slice(0, SLEEPER_FIELD_MAX_CHARS)
}

/** The error an entered value shows, or null; an empty field is not (yet) an error. */
export const sleeperFieldError = (text: string, dimension: SleeperDimension, unit: MeasurementUnit): string | null => {
  if (text.trim() === "") return null
  if (text.length > SLEEPER_FIELD_MAX_CHARS) return ReceiptMessages.tooManyCharacters(LABEL[dimension], SLEEPER_FIELD_MAX_CHARS)
  const value = Number(text)
  if (!Number.isFinite(value)) return ReceiptMessages.notANumber(LABEL[dimension])
  const limit = SLEEPER_LIMITS[unit][dimension]
  return value < limit.min || value > limit.max ? ReceiptMessages.outOfRange(LABEL[dimension], limit.min, limit.max, limit.unitLabel) : null
}
