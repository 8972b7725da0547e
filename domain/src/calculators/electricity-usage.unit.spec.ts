import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { costOfUnitsUsed, electricityUsed, electricityUsedA, electricityUsedB, rechargedReadings, tariffPerKwh } from "./electricity-usage"

const meters = (values: ReadonlyArray<number>) => values.map((electricityMeter) => ({ electricityMeter }))
const meterValue = fc.integer({ min: 0, max: 100_000 }).map((n) => n / 10)
/** The SMS of a recharge of `kwh` kWh for `tzs` TZS. */
const smsOf = (kwh: number, tzs: number) => `Token 1111 2222 3333 4444 5555. Units ${kwh} kWh. Amount TZS ${tzs}.`
const tariff = fc.integer({ min: 1, max: 100_000 }).map((n) => n / 100)
const kwhOf = fc.integer({ min: 0, max: 100_000 }).map((n) => n / 10)

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

  describe("the prepaid meter with its recharges (issue 37 item 4)", () => {
    it("given a meter at 500, a recharge of 126 kWh pasted with the reading at 480 (a rise of 60, too small to read as a jump) and a last reading of 390, then 236 kWh were used (not |390 − 500| = 110), and the reading carrying the SMS is Recharged", () => {
      const readings = [{ electricityMeter: 420 }, { electricityMeter: 480, lukuSms: smsOf(126, 37_800) }, { electricityMeter: 390 }]
      expect(electricityUsed(500, readings)).toBe(236)
      expect(electricityUsedB(500, readings)).toBe(110)
      expect(rechargedReadings(500, readings)).toEqual([false, true, false])
    })

    it("a recharge of k kWh pasted between the same first and last readings adds exactly k kWh to the use", () =>
      fc.assert(
        fc.property(meterValue, meterValue, fc.integer({ min: 1, max: 5000 }), (start, end, k) => {
          const without = electricityUsed(start + 10_000, [{ electricityMeter: start }, { electricityMeter: end }])
          const withRecharge = electricityUsed(start + 10_000, [{ electricityMeter: start, lukuSms: smsOf(k, 1000) }, { electricityMeter: end }])
          expect(withRecharge - without).toBeCloseTo(k, 6)
        })
      ))

    it("without recharges a prepaid meter's use is its fall, and never negative", () =>
      fc.assert(
        fc.property(meterValue, fc.array(meterValue, { minLength: 1, maxLength: 6 }), (start, values) => {
          const used = electricityUsed(start, meters(values))
          expect(used).toBe(Math.max(0, start - values[values.length - 1]!))
        })
      ))

    it("the units used cost between the cheapest and the dearest tariff they were bought at, and exactly kWh × tariff when one tariff priced them all", () =>
      fc.assert(
        fc.property(
          kwhOf,
          tariff,
          fc.array(fc.record({ kwhAmount: fc.integer({ min: 1, max: 10_000 }), totalPaid: fc.integer({ min: 0, max: 10_000_000 }) }), { maxLength: 4 }),
          kwhOf,
          (atStart, startTariff, recharges, used) => {
            const cost = costOfUnitsUsed(atStart, startTariff, recharges, used)
            const tariffs = [startTariff, ...recharges.map(tariffPerKwh)]
            expect(cost).toBeGreaterThanOrEqual(used * Math.min(...tariffs) - 1e-6)
            expect(cost).toBeLessThanOrEqual(used * Math.max(...tariffs) + 1e-6)
            if (used <= atStart) expect(cost).toBeCloseTo(used * startTariff, 4)
          }
        )
      ))

    it("units are spent first in, first out: using more never costs less", () =>
      fc.assert(
        fc.property(
          kwhOf,
          tariff,
          fc.array(fc.record({ kwhAmount: fc.integer({ min: 1, max: 10_000 }), totalPaid: fc.integer({ min: 0, max: 10_000_000 }) }), { maxLength: 4 }),
          kwhOf,
          kwhOf,
          (atStart, startTariff, recharges, a, b) => {
            const [less, more] = a <= b ? [a, b] : [b, a]
            expect(costOfUnitsUsed(atStart, startTariff, recharges, more)).toBeGreaterThanOrEqual(costOfUnitsUsed(atStart, startTariff, recharges, less) - 1e-6)
          }
        )
      ))
  })
})
