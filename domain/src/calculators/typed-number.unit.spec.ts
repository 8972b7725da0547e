import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { typedNumber } from "./typed-number"

describe("a number typed into a form", () => {
  it("given a blank field, then there is no number yet", () => {
    expect(typedNumber("")).toBeUndefined()
    expect(typedNumber("   ")).toBeUndefined()
  })

  it("given a minus sign, then the number stays negative (so the field can say it is below its minimum)", () => {
    expect(typedNumber("-5")).toBe(-5)
    expect(typedNumber("-0.5")).toBe(-0.5)
  })

  it("given an exponent, then it is the magnitude written (so a field can name its maximum), never the digits around it", () => {
    expect(typedNumber("1e3")).toBe(1000)
    expect(typedNumber("1E-2")).toBe(0.01)
  })

  it("given letters, a unit, a thousands comma or a half-typed exponent, then it is not a number (never another figure)", () => {
    for (const typed of ["13e", "1e", "12 cm", "1,5", "0x10", "1.2.3", "-", ".", "+5", "Infinity", "e3"]) expect(typedNumber(typed), typed).toBeNaN()
  })

  it("given plain decimals with spaces around, then they read as written", () => {
    expect(typedNumber(" 12.5 ")).toBe(12.5)
    expect(typedNumber(".5")).toBe(0.5)
    expect(typedNumber("7.")).toBe(7)
  })

  it("every finite number written in plain decimals reads back as itself", () =>
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }), (n) => {
        const written = n.toFixed(6)
        return typedNumber(written) === Number(written)
      })
    ))
})
