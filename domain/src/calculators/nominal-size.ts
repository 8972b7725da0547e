import { METRES_PER_INCH } from "./plank-price"

const CM_PER_INCH = METRES_PER_INCH * 100

/**
 * The nominal sizes stock is kept in, in inches, for thickness and width alike:
 * every half inch from 0.5" to 3" (planks: 1", 1.5", 2", 2.5"), then every whole inch to 24"
 * (sleepers 5"–12", wide planks). A receipt's smallest entry is 0.5" and a sliced piece or a
 * sleeper at most 50 cm (19.7"), so every measured piece has a nominal size within the list.
 */
export const NOMINAL_INCHES: ReadonlyArray<number> = [0.5, 1, 1.5, 2, 2.5, 3, ...Array.from({ length: 21 }, (_, i) => i + 4)]

/**
 * The nominal size of a measured size, in inches: the nominal size nearest to it; halfway between
 * two, the larger (a saw cuts a nominal size and the wood shrinks as it dries, so a piece measured
 * halfway was cut to the larger). Below the smallest or above the largest, the end of the list.
 */
export const nominalInches = (measuredInches: number): number => {
  let best = NOMINAL_INCHES[0]!
  for (const nominal of NOMINAL_INCHES) if (Math.abs(measuredInches - nominal) <= Math.abs(measuredInches - best)) best = nominal
  return best
}

/** A nominal size as rows are keyed and shown: `6"`, `1.5"`. */
export const nominalText = (inches: number) => `${inches}"`

/** The nominal size of a size measured in cm (receipts and the slicer store cm): 15 cm and 16 cm are both `6"`. */
export const nominalOfCm = (cm: number) => nominalText(nominalInches(cm / CM_PER_INCH))

/**
 * The nominal size a thickness text of a legacy row names (`5.91"`, `25 mm`, `2.5 cm`), or null when
 * it names none: the carry-over maps a legacy row with the same rule as a new measurement.
 */
export const nominalOfThicknessText = (text: string): string | null => {
  const match = /^(\d+(?:\.\d+)?|\.\d+)\s*("|mm|cm)$/.exec(text.trim())
  if (!match) return null
  const value = Number(match[1])
  const inches = match[2] === "mm" ? value / 25.4 : match[2] === "cm" ? value / CM_PER_INCH : value
  return inches > 0 ? nominalText(nominalInches(inches)) : null
}
