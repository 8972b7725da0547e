import { SlicingMessages } from "@timber/contracts"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { linesVolume, slicingFigures } from "./slicing-waste"
import { beyondADayAhead } from "./work-dates"
import { PLANK_VOLUME_TOLERANCE, SLICING_SIZE_LIMITS, planksFitSleeper, slicedWoodRefusal } from "./sliced-wood"

const INCH_CM = 2.54
const FOOT_M = 0.3048
/** the issue's sleeper: 6" x 9" x 8' (0.085 m³) */
const sleeper = { width: 9 * INCH_CM, height: 6 * INCH_CM, length: 8 * FOOT_M, quantity: 1 }
const plank = (heightIn: number, widthIn: number, quantity: number) => ({ width: widthIn * INCH_CM, height: heightIn * INCH_CM, length: 8 * FOOT_M, quantity })

const realLine = fc.record({
  width: fc.double({ min: 0.5, max: SLICING_SIZE_LIMITS.maxWidthCm, noNaN: true }),
  height: fc.double({ min: 0.5, max: SLICING_SIZE_LIMITS.maxHeightCm, noNaN: true }),
  length: fc.double({ min: 0.1, max: SLICING_SIZE_LIMITS.maxLengthM, noNaN: true }),
  quantity: fc.integer({ min: 1, max: 20 })
})

describe("planks never hold more wood than their sleeper", () => {
  it("given a 6 x 9 in x 8 ft sleeper, when three 8 x 12 in planks are saved, then it is refused naming the sleeper and both volumes", () => {
    const planks = [plank(8, 12, 3)]
    expect(slicedWoodRefusal(4, [sleeper], planks)).toBe(SlicingMessages.planksExceedSleeper(4, linesVolume([sleeper]), linesVolume(planks), 2))
    expect(slicedWoodRefusal(4, [sleeper], planks)).toContain("sleeper #4 (0.0850 m³)")
    expect(slicedWoodRefusal(4, [sleeper], planks)).toContain("The planks (0.4531 m³)")
  })
  it("given the same sleeper, when it is cut into two 2 x 9 in planks, then it is accepted", () =>
    expect(slicedWoodRefusal(4, [sleeper], [plank(2, 9, 2)])).toBeNull())
  it("given planks exactly as large as the sleeper (a whole sleeper kept as one piece), then it is accepted with 0 % waste", () =>
    expect(slicedWoodRefusal(4, [sleeper], [plank(6, 9, 1)])).toBeNull())

  it("any accepted operation has waste of at least 0 % and recovery at most 100 % plus the measuring tolerance", () =>
    fc.assert(
      fc.property(realLine, fc.array(realLine, { minLength: 1, maxLength: 6 }), (s, planks) => {
        if (slicedWoodRefusal(1, [s], planks) !== null) return true
        const { sleeperVolume, plankVolume, wastePercentage } = slicingFigures([s], planks)
        return wastePercentage >= 0 && plankVolume / sleeperVolume <= 1 + PLANK_VOLUME_TOLERANCE + 1e-9
      })
    ))
  it("planks cut side by side within the sleeper's cross-section, at its length, are always accepted", () =>
    fc.assert(
      fc.property(
        realLine,
        fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 1, maxLength: 5 }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        (s, widthShares, heightShare) => {
          // the sleeper's width shared out among the planks (shares normalised to sum to at most 1)
          const total = widthShares.reduce((a, b) => a + b, 0)
          const planks = widthShares.map((share) => ({
            width: (s.width * share) / Math.max(1, total),
            height: s.height * heightShare,
            length: s.length,
            quantity: 1
          }))
          return slicedWoodRefusal(1, [{ ...s, quantity: 1 }], planks) === null
        }
      )
    ))
  it("planks holding more than the sleeper plus the tolerance are always refused, whatever their sizes", () =>
    fc.assert(
      fc.property(realLine, fc.array(realLine, { minLength: 1, maxLength: 6 }), (s, planks) => {
        fc.pre(linesVolume(planks) > linesVolume([s]) * (1 + PLANK_VOLUME_TOLERANCE) * 1.000001)
        return slicedWoodRefusal(1, [s], planks) !== null
      })
    ))
  it("planks within the tolerance of the sleeper fit; just beyond it they do not", () => {
    expect(planksFitSleeper(1, 1 + PLANK_VOLUME_TOLERANCE)).toBe(true)
    expect(planksFitSleeper(1, 1 + PLANK_VOLUME_TOLERANCE + 0.0001)).toBe(false)
  })
})

describe("a slicing operation needs at least one plank", () => {
  it("given only the screen's empty plank row (no width, no height), when saved, then the spec's message answers", () =>
    expect(slicedWoodRefusal(1, [sleeper], [{ width: 0, height: 0, length: sleeper.length, quantity: 1 }])).toBe(SlicingMessages.planksRequired))
  it("given no plank row at all, then the spec's message answers", () => expect(slicedWoodRefusal(1, [sleeper], [])).toBe(SlicingMessages.planksRequired))
})

describe("sizes stay in physical bounds", () => {
  it("given a plank with a width but no height, then it is refused naming the plank's row", () =>
    expect(slicedWoodRefusal(1, [sleeper], [plank(2, 9, 1), { ...plank(0, 4, 1) }])).toBe(
      SlicingMessages.sizeOutOfBounds("Plank 2", "height", 0, "cm", SLICING_SIZE_LIMITS.maxHeightCm)
    ))
  it("given a sleeper of negative length, then it is refused", () =>
    expect(slicedWoodRefusal(1, [{ ...sleeper, length: -2 }], [plank(2, 9, 1)])).toBe(
      SlicingMessages.sizeOutOfBounds("Sleeper", "length", -2, "m", SLICING_SIZE_LIMITS.maxLengthM)
    ))
  it("any size above 0 and at most its limit is accepted; any at or below 0 or above its limit is refused", () =>
    fc.assert(
      fc.property(fc.double({ min: -100, max: 200, noNaN: true }), (width) => {
        const refused = slicedWoodRefusal(1, [{ ...sleeper, width: 50, height: 50 }], [{ width, height: 1, length: sleeper.length, quantity: 1 }]) !== null
        return refused === !(width > 0 && width <= SLICING_SIZE_LIMITS.maxWidthCm)
      })
    ))
  it("a quantity that is not a whole number from 1 to 1,000 is refused", () => {
    expect(slicedWoodRefusal(1, [sleeper], [plank(2, 9, 1.5)])).toBe(SlicingMessages.quantityOutOfBounds("Plank 1", 1.5, 1000))
    expect(slicedWoodRefusal(1, [sleeper], [plank(2, 9, 0)])).toBe(SlicingMessages.quantityOutOfBounds("Plank 1", 0, 1000))
  })
})

describe("dates are not in the future beyond a day", () => {
  const now = new Date("2026-12-07T10:00:00.000Z")
  it("given now, a start 23 hours ahead is accepted and 25 hours ahead is refused", () => {
    expect(beyondADayAhead("2026-12-08T09:00:00.000Z", now)).toBe(false)
    expect(beyondADayAhead("2026-12-08T11:00:00.000Z", now)).toBe(true)
  })
  it("a date is refused exactly when it lies more than 24 hours after now", () =>
    fc.assert(
      fc.property(
        fc.integer({ min: -10 * 86_400_000, max: 10 * 86_400_000 }),
        (offset) => beyondADayAhead(new Date(now.getTime() + offset), now) === offset > 86_400_000
      )
    ))
})
