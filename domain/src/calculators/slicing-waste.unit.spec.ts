import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { linesVolume, slicingFigures, wastePercentage } from "./slicing-waste"

const line = fc.record({
  width: fc.double({ min: 0.1, max: 60, noNaN: true }),
  height: fc.double({ min: 0.1, max: 60, noNaN: true }),
  length: fc.double({ min: 0.1, max: 6, noNaN: true }),
  quantity: fc.integer({ min: 1, max: 20 })
})

describe("slicing waste", () => {
  it("a 20 x 20 cm x 2 m sleeper cut into four 8 x 8 cm planks wastes 36%", () => {
    const f = slicingFigures([{ width: 20, height: 20, length: 2, quantity: 1 }], [{ width: 8, height: 8, length: 2, quantity: 4 }])
    expect(f.sleeperVolume).toBeCloseTo(0.08, 10)
    expect(f.plankVolume).toBeCloseTo(0.0512, 10)
    expect(f.wastePercentage).toBe(36)
  })
  it("waste is always between 0 and 100 percent, with 2 decimals at most", () =>
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 5 }), fc.array(line, { maxLength: 8 }), (sleepers, planks) => {
        const w = slicingFigures(sleepers, planks).wastePercentage
        return w >= 0 && w <= 100 && Math.abs(w * 100 - Math.round(w * 100)) < 1e-6
      })
    ))
  it("planks with as much volume as the sleepers waste nothing (never a negative waste)", () =>
    fc.assert(fc.property(fc.array(line, { minLength: 1, maxLength: 5 }), (lines) => wastePercentage(linesVolume(lines), linesVolume(lines) * 1.5) === 0)))
  it("no sleeper volume means no waste figure rather than a division by zero", () => expect(wastePercentage(0, 0)).toBe(0))
})
