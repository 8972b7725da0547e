import { Bounds, ReceiptMessages } from "@timber/contracts"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { sleeperFieldError, sleeperFieldText } from "./sleeper-entry"
import {
  dimensionFromCm,
  dimensionInCm,
  formatVolume,
  measurementTotals,
  roundVolume,
  SLEEPER_LIMITS,
  sleeperOfItem,
  sleeperVolumeM3,
  sleeperVolumeM3FromCm,
  volumeVariance,
  type SleeperDimension
} from "./sleeper-volume"

const inRange = (unit: "imperial" | "metric", d: SleeperDimension) =>
  fc.double({ min: SLEEPER_LIMITS[unit][d].min, max: SLEEPER_LIMITS[unit][d].max, noNaN: true })
// built inside each property (not when the file loads), so a broken limits table fails a test rather than the file's import
const imperial = () => fc.record({ thickness: inRange("imperial", "thickness"), width: inRange("imperial", "width"), length: inRange("imperial", "length") })
const DIMENSIONS: SleeperDimension[] = ["thickness", "width", "length"]

describe("sleeper volume (factory spec sections 5 and 9)", () => {
  it("a 6 in x 8 in x 10 ft sleeper is 0.0944 m³ (inches x 0.0254, feet x 0.3048)", () => {
    expect(formatVolume(sleeperVolumeM3({ thickness: 6, width: 8, length: 10 }, "imperial"))).toBe("0.0944")
  })
  it("a 15 x 20 cm x 300 cm sleeper is 0.0900 m³ (cm / 100)", () => {
    expect(formatVolume(sleeperVolumeM3({ thickness: 15, width: 20, length: 300 }, "metric"))).toBe("0.0900")
  })
  it("one inch is 2.54 cm and one foot 30.48 cm, both ways", () => {
    expect(dimensionInCm(1, "thickness", "imperial")).toBeCloseTo(2.54, 12)
    expect(dimensionInCm(1, "length", "imperial")).toBeCloseTo(30.48, 12)
    expect(dimensionFromCm(30.48, "length", "imperial")).toBeCloseTo(1, 12)
  })
  it("a sleeper entered in inches and feet has the same volume once stored in cm", () =>
    fc.assert(
      fc.property(imperial(), (d) => {
        const cm = {
          thickness: dimensionInCm(d.thickness, "thickness", "imperial"),
          width: dimensionInCm(d.width, "width", "imperial"),
          length: dimensionInCm(d.length, "length", "imperial")
        }
        return Math.abs(sleeperVolumeM3FromCm(cm) - sleeperVolumeM3(d, "imperial")) <= 1e-12 * Math.max(1, sleeperVolumeM3(d, "imperial"))
      })
    ))
  it("converting any dimension to cm and back gives the value that was typed", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(...DIMENSIONS),
        fc.constantFrom("imperial" as const, "metric" as const),
        fc.double({ min: 0.5, max: 600, noNaN: true }),
        (d, unit, v) => Math.abs(dimensionFromCm(dimensionInCm(v, d, unit), d, unit) - v) <= 1e-9 * v
      )
    ))
  it("a volume rounded to 4 decimals is never more than half a ten-thousandth away", () =>
    fc.assert(fc.property(imperial(), (d) => Math.abs(roundVolume(sleeperVolumeM3(d, "imperial")) - sleeperVolumeM3(d, "imperial")) <= 0.00005 + 1e-12)))
  it("one rounding rule: a total is the exact volumes summed and rounded once, not the rounded rows summed (issue 24 item 12)", () => {
    // each 14.5 x 29 x 250 cm sleeper is 0.105125 m³, shown 0.1051; three are 0.315375 m³ = 0.3154, not 3 x 0.1051 = 0.3153
    const sleeper = { thickness: 14.5, width: 29, length: 250, qty: 1 }
    expect(formatVolume(sleeperVolumeM3FromCm(sleeper))).toBe("0.1051")
    expect(measurementTotals([sleeper, sleeper, sleeper]).volumeM3).toBe(0.3154)
    expect(measurementTotals([{ ...sleeper, qty: 3 }]).volumeM3).toBe(0.3154)
  })
  it("property: a total is already rounded to 4 decimals, and formatting shows that same rounding (half up, as recorded)", () => {
    fc.assert(
      fc.property(fc.array(imperial(), { maxLength: 20 }), (sleepers) => {
        const cm = sleepers.map((d) => ({ ...Object.fromEntries(DIMENSIONS.map((k) => [k, dimensionInCm(d[k], k, "imperial")])), qty: 1 }) as never)
        const total = measurementTotals(cm).volumeM3
        expect(roundVolume(total)).toBe(total)
        expect(Number(formatVolume(total))).toBe(total)
      })
    )
    // toFixed alone rounds 0.00035 down (binary), the recorded rule rounds it up
    expect(formatVolume(0.00035)).toBe(roundVolume(0.00035).toFixed(4))
    expect(formatVolume(0.00035)).toBe("0.0004")
  })
  it("totals add the pieces and their volumes; the variance compares with the estimate", () => {
    const t = measurementTotals([
      { thickness: 10, width: 10, length: 100, qty: 1 },
      { thickness: 10, width: 10, length: 100, qty: 2 }
    ])
    expect(t.pieces).toBe(3)
    expect(t.volumeM3).toBeCloseTo(0.03, 12)
    expect(volumeVariance(1.1, 1)).toEqual({ m3: expect.closeTo(0.1, 12), percent: expect.closeTo(10, 9) })
    expect(volumeVariance(1, null)).toEqual({ m3: null, percent: null })
  })
  it("an estimate of 0 m³ gives the difference in m³ but no percent; below the estimate both are negative", () => {
    expect(volumeVariance(1.5, 0)).toEqual({ m3: 1.5, percent: null })
    expect(volumeVariance(1.5, 2)).toEqual({ m3: -0.5, percent: -25 })
  })
  it("a dimension typed in cm is stored exactly as typed (0.9 cm stays 0.9, not 0.9 / 100 x 100)", () => {
    expect([0.9, 1.7, 3.3].map((cm) => dimensionInCm(cm, "thickness", "metric"))).toEqual([0.9, 1.7, 3.3])
  })
})

describe("sleeper entry limits (section 5)", () => {
  it("thickness 0.5 to 18 in (45.72 cm), width up to 18 in or 50 cm, length up to 18 ft or 600 cm", () => {
    expect(sleeperFieldError("18", "thickness", "imperial")).toBeNull()
    expect(sleeperFieldError("45.8", "thickness", "metric")).toBe(ReceiptMessages.outOfRange("Thickness", 0.5, 45.72, "cm"))
    expect(sleeperFieldError("19", "width", "imperial")).toBe(ReceiptMessages.outOfRange("Width", 0.5, 18, "in"))
    expect(sleeperFieldError("50", "width", "metric")).toBeNull()
    expect(sleeperFieldError("0.4", "length", "imperial")).toBe(ReceiptMessages.outOfRange("Length", 0.5, 18, "ft"))
    expect(sleeperFieldError("600", "length", "metric")).toBeNull()
    expect(sleeperFieldError("", "length", "metric")).toBeNull()
  })
  it("given Metric (cm), an 8-inch sleeper (20.32 cm) is accepted: the thickness limit is 18 inches in cm, not 18 cm (issue 24 item 12)", () => {
    expect(sleeperFieldError("20.32", "thickness", "metric")).toBeNull()
    expect(sleeperFieldError("45.72", "thickness", "metric")).toBeNull()
    expect(sleeperFieldError("8", "thickness", "imperial")).toBeNull()
    // the same sleeper typed in either unit is one stored thickness, inside the server's bound
    expect(dimensionInCm(8, "thickness", "imperial")).toBeCloseTo(20.32, 12)
    expect(SLEEPER_LIMITS.metric.thickness.max).toBeCloseTo(dimensionInCm(SLEEPER_LIMITS.imperial.thickness.max, "thickness", "imperial"), 12)
  })
  it("the server's cm bounds are the widest of the two unit systems' limits, so whatever either accepts is stored and nothing wider is", () => {
    for (const d of DIMENSIONS) {
      const cm = (unit: "imperial" | "metric", v: number) => dimensionInCm(v, d, unit)
      const bound = { thickness: Bounds.sleeperThicknessCm, width: Bounds.sleeperWidthCm, length: Bounds.sleeperLengthCm }[d]
      expect(bound.min, d).toBeCloseTo(Math.min(cm("imperial", SLEEPER_LIMITS.imperial[d].min), cm("metric", SLEEPER_LIMITS.metric[d].min)), 9)
      expect(bound.max, d).toBeCloseTo(Math.max(cm("imperial", SLEEPER_LIMITS.imperial[d].max), cm("metric", SLEEPER_LIMITS.metric[d].max)), 9)
    }
  })
  it("the limits themselves are allowed, in the unit's label: 0.5 is the least of every field, cm for every metric field, in for imperial thickness", () => {
    expect(sleeperFieldError("0.5", "thickness", "imperial")).toBeNull()
    expect(sleeperFieldError("0.5", "width", "metric")).toBeNull()
    expect(sleeperFieldError("19", "thickness", "imperial")).toBe(ReceiptMessages.outOfRange("Thickness", 0.5, 18, "in"))
    expect(sleeperFieldError("51", "width", "metric")).toBe(ReceiptMessages.outOfRange("Width", 0.5, 50, "cm"))
    expect(sleeperFieldError("601", "length", "metric")).toBe(ReceiptMessages.outOfRange("Length", 0.5, 600, "cm"))
    expect(sleeperFieldError("18.01", "length", "imperial")).toBe(ReceiptMessages.outOfRange("Length", 0.5, 18, "ft"))
  })
  it("a field of blanks is not yet an error; more than 5 characters, or text that is no number, says so", () => {
    expect(sleeperFieldError("   ", "width", "metric")).toBeNull()
    expect(sleeperFieldError("12.345", "width", "metric")).toBe(ReceiptMessages.tooManyCharacters("Width", 5))
    expect(sleeperFieldError("12.34", "width", "metric")).toBeNull()
    expect(sleeperFieldError("1.2.3", "thickness", "imperial")).toBe(ReceiptMessages.notANumber("Thickness"))
  })
  it("given a typed minus sign or exponent, then the field keeps what was typed and says what is wrong, never another figure", () => {
    expect(sleeperFieldText("-5")).toBe("-5")
    expect(sleeperFieldText("1e3")).toBe("1e3")
    expect(sleeperFieldError("-5", "thickness", "imperial")).toBe(ReceiptMessages.outOfRange("Thickness", 0.5, 18, "in"))
    expect(sleeperFieldError("1e3", "thickness", "imperial")).toBe(ReceiptMessages.outOfRange("Thickness", 0.5, 18, "in"))
    expect(sleeperFieldError("12 cm", "width", "metric")).toBe(ReceiptMessages.notANumber("Width"))
  })
  it("a field keeps at most 5 characters of what was typed", () => {
    expect(sleeperFieldText("123456")).toBe("12345")
    fc.assert(fc.property(fc.string(), (typed) => sleeperFieldText(typed).length <= 5 && typed.startsWith(sleeperFieldText(typed))))
  })
  it("every value inside a unit's limits stays inside the server's cm bounds once converted", () =>
    fc.assert(
      fc.property(
        fc.constantFrom(...DIMENSIONS),
        fc.constantFrom("imperial" as const, "metric" as const),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (d, unit, t) => {
          const { min, max } = SLEEPER_LIMITS[unit][d]
          const cm = dimensionInCm(min + (max - min) * t, d, unit)
          const bound = { thickness: Bounds.sleeperThicknessCm, width: Bounds.sleeperWidthCm, length: Bounds.sleeperLengthCm }[d]
          return cm >= bound.min - 1e-9 && cm <= bound.max + 1e-9
        }
      )
    ))
})

describe("a receipt item as a sleeper", () => {
  it("an item's height is the sleeper's thickness: an item 15.24 cm high and 30 cm wide is a 15.24 cm (6-inch) thick sleeper 30 cm wide", () => {
    const sleeper = sleeperOfItem({ height: 15.24, width: 30, length: 240, quantity: 3 })
    expect(sleeper).toEqual({ thickness: 15.24, width: 30, length: 240, qty: 3 })
  })
})
