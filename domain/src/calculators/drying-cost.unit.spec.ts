import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { annualDepreciation, depreciationCost, dryingCost, monthlyDepreciation, runningHours } from "./drying-cost"

const money = fc.integer({ min: 0, max: 1_000_000_000 })
const base = {
  startTime: "2026-11-01T00:00:00.000Z",
  endTime: "2026-11-02T00:00:00.000Z",
  startingElectricityUnits: 1000,
  readings: [{ electricityMeter: 950 }, { electricityMeter: 900 }],
  latestRecharge: null,
  ovenPurchasePrice: 87_600_000,
  ovenLifespanYears: 10,
  volumeM3: 4,
  asOf: "2026-11-05T00:00:00.000Z"
}

describe("drying cost (spec section 9)", () => {
  it("a 24-hour batch that used 100 kWh at 292 TZS in an oven of 87,600,000 TZS over 10 years costs 29,200 + 24,000 TZS, 13,300 TZS and 25 kWh per m³ of 4 m³", () => {
    const cost = dryingCost(base)
    expect(cost).toMatchObject({
      electricityUsedB: 100,
      tariffPerKwh: 292,
      electricityCost: 29_200,
      runningHours: 24,
      depreciationCost: 24_000,
      totalCost: 53_200
    })
    expect(cost.kwhPerM3).toBe(25)
    expect(cost.costPerM3).toBe(13_300)
  })

  it("a running batch is costed up to the moment asked; a batch of unknown volume has no per-m³ figures", () => {
    expect(dryingCost({ ...base, endTime: null }).runningHours).toBe(96)
    expect(dryingCost({ ...base, volumeM3: null })).toMatchObject({ kwhPerM3: null, costPerM3: null })
  })

  it("annual depreciation is the purchase price over the lifespan, the price itself when the lifespan is empty; monthly is a twelfth of it", () =>
    fc.assert(
      fc.property(money, fc.option(fc.integer({ min: -5, max: 50 }), { nil: null }), (price, years) => {
        const annual = annualDepreciation(price, years)
        expect(annual).toBeCloseTo(years !== null && years > 0 ? price / years : price, 6)
        expect(monthlyDepreciation(price, years) * 12).toBeCloseTo(annual, 4)
      })
    ))

  it("a batch's depreciation is its running hours' share of a year's, never negative, and a full year costs the annual amount", () =>
    fc.assert(
      fc.property(fc.double({ min: -100, max: 20_000, noNaN: true }), money, (hours, annual) => {
        const cost = depreciationCost(hours, annual)
        expect(cost).toBeGreaterThanOrEqual(0)
        expect(depreciationCost(8760, annual)).toBeCloseTo(annual, 6)
        if (hours >= 0) expect(cost).toBeCloseTo((hours / 8760) * annual, 4)
      })
    ))

  it("total cost is electricity plus depreciation, and cost per m³ is the total over the volume", () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 6 }),
        money,
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.option(fc.record({ totalPaid: money, kwhAmount: fc.integer({ min: 1, max: 10_000 }) }), { nil: null }),
        fc.option(
          fc.integer({ min: 1, max: 10_000 }).map((n) => n / 100),
          { nil: null }
        ),
        (start, values, price, years, hours, recharge, volume) => {
          const cost = dryingCost({
            ...base,
            startingElectricityUnits: start,
            readings: values.map((electricityMeter) => ({ electricityMeter })),
            latestRecharge: recharge,
            ovenPurchasePrice: price,
            ovenLifespanYears: years,
            endTime: new Date(Date.parse(base.startTime) + hours * 3_600_000).toISOString(),
            volumeM3: volume
          })
          expect(cost.totalCost).toBeCloseTo(cost.electricityCost + cost.depreciationCost, 6)
          expect(cost.electricityCost).toBeCloseTo(cost.electricityUsedB * cost.tariffPerKwh, 6)
          if (volume === null) expect(cost.costPerM3).toBeNull()
          // relative: a total of 10^13 TZS carries float error well above a hundredth (CI's counterexample)
          else expect(Math.abs(cost.costPerM3! * volume - cost.totalCost)).toBeLessThanOrEqual(Math.max(0.005, Math.abs(cost.totalCost) * 1e-12))
        }
      )
    ))

  it("running hours never go negative (an end before the start is no time)", () => {
    expect(runningHours("2026-11-02T00:00:00.000Z", "2026-11-01T00:00:00.000Z", base.asOf)).toBe(0)
  })
})
