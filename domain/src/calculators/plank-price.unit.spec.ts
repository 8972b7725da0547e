import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { calculatePlankPrice, DEFAULT_VAT, formatPlankVolume, numberOrZero, plankVolume, priceExcludingVat, priceFieldText } from "./plank-price"

const dimension = fc.double({ min: 0.1, max: 100, noNaN: true })
const price = fc.double({ min: 0, max: 10_000_000, noNaN: true })
const vat = fc.double({ min: 0, max: 50, noNaN: true })
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b))

describe("plank price calculator (spec section 9)", () => {
  it("a 2 in x 6 in x 12 ft plank is 0.0283 m³", () => {
    expect(formatPlankVolume(plankVolume(2, 6, 12))).toBe("0.0283")
    expect(DEFAULT_VAT).toBe(18)
  })

  it("property: volume is thickness x width x length converted to metres (inches 0.0254 m, feet 0.3048 m)", () => {
    fc.assert(fc.property(dimension, dimension, dimension, (t, w, l) => close(plankVolume(t, w, l), t * 0.0254 * w * 0.0254 * l * 0.3048)))
  })

  it("property: planks per m³ times volume per plank is 1", () => {
    fc.assert(
      fc.property(dimension, dimension, dimension, price, vat, (t, w, l, p, v) => {
        const r = calculatePlankPrice({ thicknessInches: t, widthInches: w, lengthFeet: l, pricePerPlank: p, priceIncludesVat: false, vatPercent: v })
        return close(r.planksPerCubicMetre * r.volumePerPlank, 1)
      })
    )
  })

  it("property: price per m³ including VAT is the price excluding VAT times (1 + VAT/100)", () => {
    fc.assert(
      fc.property(dimension, dimension, dimension, price, vat, fc.boolean(), (t, w, l, p, v, incl) => {
        const r = calculatePlankPrice({ thicknessInches: t, widthInches: w, lengthFeet: l, pricePerPlank: p, priceIncludesVat: incl, vatPercent: v })
        return close(r.pricePerCubicMetreIncludingVat, r.pricePerCubicMetreExcludingVat * (1 + v / 100))
      })
    )
  })

  it("property: a price entered with VAT and the same price without VAT round-trip", () => {
    fc.assert(
      fc.property(price, vat, (p, v) => {
        const withVat = p * (1 + v / 100)
        return close(priceExcludingVat(withVat, true, v), p) && priceExcludingVat(p, false, v) === p
      })
    )
  })

  it("property: the price field keeps only digits and the decimal point", () => {
    fc.assert(fc.property(fc.string(), (typed) => /^[0-9.]*$/.test(priceFieldText(typed)) && priceFieldText(typed).length <= typed.length))
    expect(priceFieldText("TZS 12,500.50/=")).toBe("12500.50")
  })

  it("property: the price per plank without VAT is the entered price, less VAT when it was entered with VAT", () => {
    fc.assert(
      fc.property(dimension, dimension, dimension, price, vat, fc.boolean(), (t, w, l, p, v, incl) => {
        const r = calculatePlankPrice({ thicknessInches: t, widthInches: w, lengthFeet: l, pricePerPlank: p, priceIncludesVat: incl, vatPercent: v })
        const excluding = incl ? p / (1 + v / 100) : p
        return close(r.pricePerPlankExcludingVat, excluding) && close(r.pricePerPlankIncludingVat, excluding * (1 + v / 100))
      })
    )
  })

  it("property: the price per m³ without VAT is the price per plank without VAT divided by the plank's volume", () => {
    fc.assert(
      fc.property(dimension, dimension, dimension, price, vat, fc.boolean(), (t, w, l, p, v, incl) => {
        const r = calculatePlankPrice({ thicknessInches: t, widthInches: w, lengthFeet: l, pricePerPlank: p, priceIncludesVat: incl, vatPercent: v })
        return close(r.pricePerCubicMetreExcludingVat, r.pricePerPlankExcludingVat / plankVolume(t, w, l))
      })
    )
  })

  it("given a dimension still empty (0), when the price is calculated, then it shows 0 planks and 0 per m³, not infinity", () => {
    const r = calculatePlankPrice({ thicknessInches: 0, widthInches: 6, lengthFeet: 12, pricePerPlank: 5000, priceIncludesVat: false, vatPercent: DEFAULT_VAT })
    expect(r).toMatchObject({ volumePerPlank: 0, planksPerCubicMetre: 0, pricePerCubicMetreExcludingVat: 0, pricePerCubicMetreIncludingVat: 0 })
  })

  it("a typed number reads as itself, a number field holding a finite number as itself, anything not finite as 0", () => {
    expect(numberOrZero("12.5")).toBe(12.5)
    expect(numberOrZero(" 7 planks")).toBe(7)
    expect(numberOrZero(3.25)).toBe(3.25)
    expect(numberOrZero(Number.NaN)).toBe(0)
    expect(numberOrZero(Number.POSITIVE_INFINITY)).toBe(0)
    expect(numberOrZero("Infinity")).toBe(0)
    expect(numberOrZero(undefined)).toBe(0)
  })

  it("property: empty numbers count as 0", () => {
    expect(numberOrZero("")).toBe(0)
    expect(numberOrZero(null)).toBe(0)
    fc.assert(
      fc.property(
        fc.string().filter((s) => Number.isNaN(Number.parseFloat(s))),
        (s) => numberOrZero(s) === 0
      )
    )
  })
})
