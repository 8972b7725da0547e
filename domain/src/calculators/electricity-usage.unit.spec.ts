import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { electricityUsedA, electricityUsedB, rechargedReadings, tariffPerKwh } from "./electricity-usage"

const meters = (values: ReadonlyArray<number>) => values.map((electricityMeter) => ({ electricityMeter }))
const meterValue = fc.integer({ min: 0, max: 100_000 }).map((n) => n / 10)

describe("electricity used by a drying batch (spec section 9)", () => {
  it("reading A sums the meter's moves from the starting units, a fall counted as its size, a jump up of more than 100 left out as a recharge", () => {
    // 500 → 480 (20 used) → 460 (20) → 700 (recharge, left out) → 690 (10)
    expect(electricityUsedA(500, meters([480, 460, 700, 690]))).toBe(50)
    // rising by 100 exactly is still use
    expect(electricityUsedA(0, meters([100]))).toBe(100)
  })

  it("reading B is the latest meter less the starting units, as a size", () => {
    expect(electricityUsedB(500, meters([480, 460, 700, 690]))).toBe(190)
    expect(electricityUsedB(500, [])).toBe(0)
  })

  it("a jump of more than 100 units shows as Recharged on that reading only", () => {
    expect(rechargedReadings(500, meters([480, 600, 599, 680]))).toEqual([false, true, false, false])
  })

  it("the tariff is 292 TZS per kWh unless the latest recharge gives totalPaid / kwhAmount", () => {
    expect(tariffPerKwh(null)).toBe(292)
    expect(tariffPerKwh({ totalPaid: 10_000, kwhAmount: 40 })).toBe(250)
    expect(tariffPerKwh({ totalPaid: 10_000, kwhAmount: 0 })).toBe(292)
  })

  it("reading A is never negative, whatever the meter does (resets, recharges, no starting units)", () =>
    fc.assert(fc.property(fc.option(meterValue, { nil: null }), fc.array(meterValue), (start, values) => electricityUsedA(start, meters(values)) >= 0)))

  it("a meter reset (the meter falling to a lower reading) never yields a negative use: it adds its size", () =>
    fc.assert(
      fc.property(meterValue, meterValue, fc.array(meterValue, { maxLength: 5 }), (start, drop, rest) => {
        const reset = Math.max(0, start - drop - 1)
        const before = electricityUsedA(start, meters(rest))
        const withReset = electricityUsedA(start, meters([...rest, reset]))
        return withReset >= before
      })
    ))

  it("reading B is |last − start| for any readings", () =>
    fc.assert(
      fc.property(
        meterValue,
        fc.array(meterValue, { minLength: 1 }),
        (start, values) => electricityUsedB(start, meters(values)) === Math.abs(values[values.length - 1]! - start)
      )
    ))

  it("without recharges (no jump over 100) reading A is at least reading B: the path is never shorter than the distance", () =>
    fc.assert(
      fc.property(
        meterValue,
        fc.array(
          fc.integer({ min: -500, max: 999 }).map((n) => n / 10),
          { maxLength: 8 }
        ),
        (start, steps) => {
          const values: number[] = []
          let at = start
          for (const step of steps) values.push((at += step))
          return electricityUsedA(start, meters(values)) + 1e-9 >= electricityUsedB(start, meters(values))
        }
      )
    ))
})
