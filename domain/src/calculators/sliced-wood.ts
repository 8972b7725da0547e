import { Bounds, SlicingMessages, ValidationError } from "@timber/contracts"
import { Effect } from "effect"
import { linesVolume, type SizeLine } from "./slicing-waste"

/**
 * Wood obeys physics: what a slicing operation records must be wood that can exist.
 * One place for the rules; the server's decider and the slicer screen both apply `slicedWoodRefusal`.
 *
 * - Planks never hold more wood than their sleeper: total plank m³ ≤ sleeper m³ × (1 + tolerance).
 *   A saw kerf only removes wood, so any excess is a typing error; the tolerance absorbs tape-measure
 *   rounding (sizes typed to 1/8" on a 6" face are ~2 % off). So recovery ≤ 102 %, and waste, floored at 0, ≥ 0.
 * - Sizes are real: a cross-section side (width or thickness) above 0 and at most the widest a
 *   receipt accepts (50 cm, spec section 5), a length above 0 and at most the longest a receipt
 *   accepts (600 cm = 6 m): no piece sliced is larger than a sleeper can be; a quantity is a whole
 *   number from 1 to 1,000 (a sleeper gives tens of planks, never thousands).
 * - A plank row with neither width nor height typed is no plank (the screen's default empty row).
 */
export const PLANK_VOLUME_TOLERANCE = 0.02
export const SLICING_SIZE_LIMITS = {
  maxWidthCm: Bounds.sleeperWidthCm.max,
  maxHeightCm: Bounds.sleeperWidthCm.max,
  maxLengthM: Bounds.sleeperLengthCm.max / 100,
  maxQuantity: 1000
} as const

/** A plank row with no dimension typed at all: the slicer's empty row, not a plank. */
export const isEmptyPlankRow = (line: Pick<SizeLine, "width" | "height">) => !(line.width > 0) && !(line.height > 0)

/** Whether planks of `plankM3` can come out of a sleeper of `sleeperM3`, within the measuring tolerance. */
export const planksFitSleeper = (sleeperM3: number, plankM3: number) => plankM3 <= sleeperM3 * (1 + PLANK_VOLUME_TOLERANCE) + 1e-12

const positiveAtMost = (value: number, max: number) => Number.isFinite(value) && value > 0 && value <= max

/** Why one line is not a real piece of wood, or null. */
const lineRefusal = (label: string, line: SizeLine): string | null => {
  const { maxWidthCm, maxHeightCm, maxLengthM, maxQuantity } = SLICING_SIZE_LIMITS
  if (!positiveAtMost(line.height, maxHeightCm)) return SlicingMessages.sizeOutOfBounds(label, "height", line.height, "cm", maxHeightCm)
  if (!positiveAtMost(line.width, maxWidthCm)) return SlicingMessages.sizeOutOfBounds(label, "width", line.width, "cm", maxWidthCm)
  if (!positiveAtMost(line.length, maxLengthM)) return SlicingMessages.sizeOutOfBounds(label, "length", line.length, "m", maxLengthM)
  if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > maxQuantity)
    return SlicingMessages.quantityOutOfBounds(label, line.quantity, maxQuantity)
  return null
}

/**
 * Why an operation's sleeper and planks cannot be saved, in words the slicer can act on, or null:
 * first no plank at all (the spec's message), then a size out of bounds (naming the row), then
 * planks holding more wood than the sleeper (naming the sleeper and both volumes).
 */
export const slicedWoodRefusal = (sleeperNumber: number | null, sleepers: ReadonlyArray<SizeLine>, planks: ReadonlyArray<SizeLine>): string | null => {
  if (planks.every(isEmptyPlankRow)) return SlicingMessages.planksRequired
  for (const [i, line] of sleepers.entries()) {
    const refusal = lineRefusal(sleepers.length === 1 ? "Sleeper" : `Sleeper ${i + 1}`, line)
    if (refusal !== null) return refusal
  }
  for (const [i, line] of planks.entries()) {
    const refusal = lineRefusal(`Plank ${i + 1}`, line)
    if (refusal !== null) return refusal
  }
  const sleeperM3 = linesVolume(sleepers)
  const plankM3 = linesVolume(planks)
  return planksFitSleeper(sleeperM3, plankM3) ? null : SlicingMessages.planksExceedSleeper(sleeperNumber, sleeperM3, plankM3, PLANK_VOLUME_TOLERANCE * 100)
}

/** The server's form of `slicedWoodRefusal`: a validation error with its words. */
export const requireSlicedWood = (sleeperNumber: number | null, sleepers: ReadonlyArray<SizeLine>, planks: ReadonlyArray<SizeLine>) => {
  const refusal = slicedWoodRefusal(sleeperNumber, sleepers, planks)
  return refusal === null ? Effect.void : Effect.fail(new ValidationError({ message: refusal }))
}
