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

  it("given an exponent, letters, a unit or a thousands comma, then it is not a number (never another figure)", () => {
    for (const typed of ["1e3", "13e", "12 cm", "1,5", "0x10", "1.2.3", "-", ".", "+5", "Infinity"]) expect(typedNumber(typed), typed).toBeNaN()
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
