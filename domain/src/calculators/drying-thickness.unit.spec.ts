import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { convertThickness, inchesToMm, mmToInches } from "./drying-thickness"

describe("drying thickness in mm and inches (25.4 mm to the inch)", () => {
  it("2 inches are 50.8 mm and 25.4 mm is 1 inch", () => {
    expect(inchesToMm(2)).toBeCloseTo(50.8, 10)
    expect(mmToInches(25.4)).toBe(1)
  })
  it("toggling the unit there and back gives the thickness back", () =>
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1000, noNaN: true }), fc.constantFrom("mm" as const, "inch" as const), (value, unit) => {
        const other = unit === "mm" ? "inch" : "mm"
        expect(convertThickness(convertThickness(value, unit, other), other, unit)).toBeCloseTo(value, 9)
      })
    ))
  it("a thickness in mm is 25.4 times the same thickness in inches", () =>
    fc.assert(fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), (inches) => Math.abs(convertThickness(inches, "inch", "mm") - inches * 25.4) < 1e-9)))
})
