import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { NOMINAL_INCHES, nominalInches, nominalOfCm, nominalOfThicknessText } from "./nominal-size"

// any size, the nominal sizes themselves, and the points halfway between two (where the tie rule decides)
const halfways = NOMINAL_INCHES.slice(1).map((n, i) => (n + NOMINAL_INCHES[i]!) / 2)
const measured = fc.oneof(fc.double({ min: 0.01, max: 30, noNaN: true }), fc.constantFrom(...NOMINAL_INCHES, ...halfways))

describe("stock is kept in nominal sizes (issue 37 item 5)", () => {
  it("every measured size maps to the nominal size nearest to it (halfway: the larger), and a nominal size maps to itself", () => {
    fc.assert(
      fc.property(measured, (inches) => {
        const nominal = nominalInches(inches)
        expect(NOMINAL_INCHES).toContain(nominal)
        for (const other of NOMINAL_INCHES) {
          const closer = Math.abs(inches - other) < Math.abs(inches - nominal)
          const tieToLarger = Math.abs(inches - other) === Math.abs(inches - nominal) && other > nominal
          expect({ inches, nominal, other, closer, tieToLarger }).toMatchObject({ closer: false, tieToLarger: false })
        }
      })
    )
    for (const nominal of NOMINAL_INCHES) expect(nominalInches(nominal)).toBe(nominal)
  })

  it('given sleepers measured 15 cm, 15.24 cm and 16 cm, then all are 6" (not 5.91", 6" and 6.3")', () => {
    expect([15, 15.24, 16].map(nominalOfCm)).toEqual(['6"', '6"', '6"'])
    expect(nominalOfCm(23)).toBe('9"')
    expect(nominalOfCm(5)).toBe('2"')
  })

  it("given a legacy row's thickness text, then the nominal size the same rule gives; free text names none", () => {
    expect(nominalOfThicknessText('5.91"')).toBe('6"')
    expect(nominalOfThicknessText('6.3"')).toBe('6"')
    expect(nominalOfThicknessText("25 mm")).toBe('1"')
    expect(nominalOfThicknessText("banana")).toBeNull()
  })
})
