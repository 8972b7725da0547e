import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { DryingEstimateMessages, dryingEstimate, estimatedDryingFinish } from "./drying-estimate"

const day = 86_400_000
const readings = (humidities: ReadonlyArray<number>, start = Date.UTC(2026, 10, 1)) =>
  humidities.map((humidity, i) => ({ readingTime: new Date(start + i * day).toISOString(), humidity }))

describe("estimated drying finish (spec section 9: humidity trend to the 12 percent target)", () => {
  it("follows the falling line to 12 percent at the batch's pace: 40, 30, 20 a day apart reach 12 about 0.8 days after the last", () => {
    expect(estimatedDryingFinish(readings([40, 30, 20]))!.toISOString()).toBe(new Date(Date.UTC(2026, 10, 3) + 0.8 * day).toISOString())
  })

  it("follows the line for any number of readings: 40, 34, 28, 22 a day apart reach 12 one and two thirds days after the last; 40, 30 reach it 1.8 days after", () => {
    expect(estimatedDryingFinish(readings([40, 34, 28, 22]))!.getTime() - Date.UTC(2026, 10, 4)).toBeCloseTo((10 / 6) * day, -1)
    expect(estimatedDryingFinish(readings([40, 30]))!.getTime() - Date.UTC(2026, 10, 2)).toBeCloseTo(1.8 * day, -1)
  })

  it("gives none with fewer than 2 readings, once the latest humidity is at most 12, or when humidity is not falling", () => {
    expect(estimatedDryingFinish([])).toBeNull()
    expect(estimatedDryingFinish(readings([40]))).toBeNull()
    expect(estimatedDryingFinish(readings([40, 12]))).toBeNull()
    expect(estimatedDryingFinish(readings([30, 30, 30]))).toBeNull()
    expect(estimatedDryingFinish(readings([20, 25, 30]))).toBeNull()
  })

  it("gives none when the line is so nearly flat that 12 percent lies more than a year away (found by the property below: 89.9999992 then 89.9999984 gave an invalid date)", () => {
    expect(estimatedDryingFinish(readings([89.99999921983792, 89.99999843967599]))).toBeNull()
    expect(estimatedDryingFinish(readings([40, 39.95]))).toBeNull()
    expect(estimatedDryingFinish(readings([40, 39]))).not.toBeNull()
    // 40 then 26 a year apart: the line reaches 12 exactly a year after the latest reading, still an estimate
    const yearApart = [40, 26].map((humidity, i) => ({ readingTime: new Date(Date.UTC(2026, 0, 1) + i * 365 * day).toISOString(), humidity }))
    expect(estimatedDryingFinish(yearApart)!.toISOString()).toBe(new Date(Date.UTC(2026, 0, 1) + 730 * day).toISOString())
  })

  it("given a humidity line that already crossed 12 percent while the latest reading is above it, then the estimate is the latest reading's time, never earlier", () => {
    // 40, 13, 12.9: the line through them reaches 12 at about reading 1.7, before the latest (reading 2)
    expect(estimatedDryingFinish(readings([40, 13, 12.9]))!.toISOString()).toBe(new Date(Date.UTC(2026, 10, 3)).toISOString())
  })

  it("gives none, rather than an invalid date, when a reading's time cannot be read", () =>
    expect(estimatedDryingFinish([{ readingTime: "not a time", humidity: 40 }, ...readings([30, 20])])).toBeNull())

  it("reads the readings in time order whatever order they arrive in", () => {
    const inOrder = readings([40, 30, 20])
    expect(estimatedDryingFinish([inOrder[2]!, inOrder[0]!, inOrder[1]!])).toEqual(estimatedDryingFinish(inOrder))
  })

  it("a falling batch above the target is never expected to finish before its latest reading, nor more than a year after it", () =>
    fc.assert(
      fc.property(fc.array(fc.double({ min: 12.5, max: 90, noNaN: true }), { minLength: 2, maxLength: 30 }), (humidities) => {
        const falling = [...humidities].sort((a, b) => b - a)
        fc.pre(falling[0]! > falling[falling.length - 1]!)
        const all = readings(falling)
        const finish = estimatedDryingFinish(all)
        const latest = Date.parse(all[all.length - 1]!.readingTime)
        if (finish === null) return
        expect(finish.getTime()).toBeGreaterThanOrEqual(latest)
        expect(finish.getTime()).toBeLessThanOrEqual(latest + 365 * day)
      })
    ))
})

describe("the completion estimate's answer (spec section 9: a date or one of four messages)", () => {
  const hour = 3_600_000
  const series = (humidities: ReadonlyArray<number>) =>
    humidities.map((humidity, i) => ({ readingTime: new Date(Date.UTC(2026, 10, 1) + i * 6 * hour).toISOString(), humidity }))

  it("says what is missing with no reading or one, and takes 42 as the start when none was entered", () => {
    expect(dryingEstimate([], null)).toEqual({ _tag: "Message", message: DryingEstimateMessages.noReadings, initialHumidity: 42 })
    expect(dryingEstimate(series([30]), 38)).toEqual({ _tag: "Message", message: DryingEstimateMessages.needTwo, initialHumidity: 38 })
  })

  it("a falling series above 12 % gives a finite date no earlier than the latest reading", () =>
    fc.assert(
      fc.property(
        fc.double({ min: 13, max: 90, noNaN: true }),
        fc.array(fc.double({ min: 0.5, max: 5, noNaN: true }), { minLength: 1, maxLength: 10 }),
        (start, drops) => {
          const humidities = [start]
          for (const drop of drops) humidities.push(humidities[humidities.length - 1]! - drop)
          fc.pre(humidities[humidities.length - 1]! > 12)
          const estimate = dryingEstimate(series(humidities), null)
          expect(estimate._tag).toBe("Finish")
          if (estimate._tag === "Finish") {
            expect(Number.isFinite(estimate.finish.getTime())).toBe(true)
            expect(estimate.finish.getTime()).toBeGreaterThanOrEqual(Date.parse(series(humidities).at(-1)!.readingTime))
          }
        }
      )
    ))

  it("a flat or rising series above 12 % gives 'Humidity not decreasing - unable to estimate'", () =>
    fc.assert(
      fc.property(
        fc.double({ min: 12.5, max: 90, noNaN: true }),
        fc.array(fc.double({ min: 0, max: 5, noNaN: true }), { minLength: 1, maxLength: 10 }),
        (start, rises) => {
          const humidities = [start]
          for (const rise of rises) humidities.push(humidities[humidities.length - 1]! + rise)
          expect(dryingEstimate(series(humidities), 40)).toMatchObject({ message: DryingEstimateMessages.notDecreasing })
        }
      )
    ))

  it("a latest humidity of 12 % or less gives 'Target humidity reached!', whatever came before", () =>
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 12, noNaN: true }),
        (before, latest) => {
          expect(dryingEstimate(series([...before, latest]), null)).toMatchObject({ message: DryingEstimateMessages.reached })
        }
      )
    ))
})
