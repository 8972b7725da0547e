import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { addPeriod, warrantyPeriod } from "./asset-dates"

const day = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2999, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))
const parts = (date: string) => date.split("-").map(Number) as [number, number, number]
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

describe("warranty and maintenance dates", () => {
  it("given a purchase on Jan 31, when the warranty is 1 month, then it ends on the last day of February (28, or 29 in a leap year)", () => {
    expect(warrantyPeriod("2026-01-31", 1, "MONTHS")).toEqual({ warrantyStartDate: "2026-01-31", warrantyEndDate: "2026-02-28" })
    expect(warrantyPeriod("2028-01-31", 1, "MONTHS")).toEqual({ warrantyStartDate: "2028-01-31", warrantyEndDate: "2028-02-29" })
    expect(warrantyPeriod("2028-02-29", 1, "YEARS").warrantyEndDate).toBe("2029-02-28")
    expect(warrantyPeriod("2026-11-28T09:00:00.000Z", 2, "YEARS")).toEqual({ warrantyStartDate: "2026-11-28", warrantyEndDate: "2028-11-28" })
  })

  it("given no duration or no unit, then there are no warranty dates", () => {
    expect(warrantyPeriod("2026-01-31", null, "MONTHS")).toEqual({ warrantyStartDate: null, warrantyEndDate: null })
    expect(warrantyPeriod("2026-01-31", 3, null)).toEqual({ warrantyStartDate: null, warrantyEndDate: null })
  })

  it("for any purchase day and duration in months, the warranty starts that day and ends exactly that many months on, on the same day of the month or the month's last day when it is shorter", () =>
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 240 }), (purchase, months) => {
        const { warrantyStartDate, warrantyEndDate } = warrantyPeriod(purchase, months, "MONTHS")
        expect(warrantyStartDate).toBe(purchase)
        const [y0, m0, d0] = parts(purchase)
        const [y1, m1, d1] = parts(warrantyEndDate!)
        expect((y1 - y0) * 12 + (m1 - m0)).toBe(months)
        expect(d1).toBe(Math.min(d0, lastDay(y1, m1)))
      })
    ))

  it("for any day, n years on is 12·n months on", () =>
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 50 }), (purchase, years) => {
        expect(addPeriod(purchase, years, "YEARS")).toBe(addPeriod(purchase, years * 12, "MONTHS"))
      })
    ))

  it("for any day, n days on is n × 24 hours later on the calendar", () =>
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 3_650 }), (from, days) => {
        expect(Date.parse(addPeriod(from, days, "DAYS")) - Date.parse(from)).toBe(days * 86_400_000)
      })
    ))
})
