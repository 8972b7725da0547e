import { describe, expect, it } from "vitest"
import type { DryingCost } from "@timber/contracts"
import { costView, type CostView } from "../batch-figures"
import { batch, completed, reading } from "../testing-batches"
import { DRYING_REPORT_TITLE, dryingFileName, dryingReport } from "./drying-report"

const cost: CostView = {
  kwh: 20,
  tariffPerKwh: 250,
  electricityCost: 5000,
  depreciationCost: 120.5,
  maintenanceCost: 0,
  labourCost: 0,
  totalCost: 5120.5,
  kwhPerM3: 40,
  costPerM3: 10241,
  frozen: true,
  correction: null
}
const text = (doc: unknown) => JSON.stringify(doc)
const KILN = { ovenPurchasePrice: 87_600_000, ovenLifespanYears: 10, maintenanceCostPerYear: 0, laborCostPerHour: 0 }

describe("the Process Details PDF (spec section 2.3)", () => {
  it("is named 'UD - Drying Details ({batch}).pdf'", () => {
    expect(dryingFileName({ batchNumber: "UD-20261120-001" })).toBe("UD - Drying Details (UD-20261120-001).pdf")
  })

  it("shows every humidity to one decimal, the cost and its per-m³ figures, and marks a recharged reading", () => {
    const done = completed("UD-7", "Mvule", "2026-11-21T10:00:00.000Z", 11)
    const doc = dryingReport({ ...done, startingHumidity: 42, readings: [...done.readings, reading("r3", "2026-11-20T13:00:00.000Z", 1200, 10.25)] }, cost)
    expect(doc.info?.title).toBe(`${DRYING_REPORT_TITLE} UD-7`)
    expect(text(doc)).toContain("42.0%")
    expect(text(doc)).toContain("30.0%")
    expect(text(doc)).toContain("10.3%")
    expect(text(doc)).not.toContain("10.25%")
    expect(text(doc)).toContain("1200.00 (Recharged)")
    expect(text(doc)).toContain("TZS 5,120.50")
    expect(text(doc)).toContain("TZS 10,241.00")
  })

  it("draws the humidity trend as an SVG line through each reading only with more than one reading", () => {
    const two = completed("UD-8", "Mvule", "2026-11-21T10:00:00.000Z", 11)
    const svg = (dryingReport(two, cost).content as Array<{ svg?: string }>).find((c) => c.svg)?.svg
    expect(svg).toMatch(/<polyline [^>]*points="[\d.]+,[\d.]+ [\d.]+,[\d.]+"/)
    const single = batch("UD-9", { readings: [reading("r1", "2026-11-20T09:00:00.000Z", 990, 35)] })
    expect((dryingReport(single, cost).content as Array<{ svg?: string }>).some((c) => c.svg)).toBe(false)
  })

  it("given a user without amount on drying-process, when the server's cost comes without its amounts, then the PDF shows kWh and '—', never a shilling", () => {
    const done = completed("UD-10", "Mvule", "2026-11-21T10:00:00.000Z", 11)
    // what GET /factory/drying-costs answers such a user: every money field left out (contracts `money`)
    const answered = {
      id: done.id,
      batchNumber: "UD-10",
      woodType: "Mvule",
      stockThickness: null,
      pieceCount: done.pieceCount,
      startTime: done.startTime,
      endTime: done.endTime!,
      volumeM3: 0.5,
      volumeSource: "sliced planks",
      electricityUsedA: 20,
      electricityUsedB: 20,
      kwhUsed: 20,
      runningHours: 12,
      kwhPerM3: 40,
      frozen: true,
      correction: null
    } satisfies DryingCost
    const pdf = text(dryingReport(done, costView(done, answered, KILN, null, "2026-11-22T00:00:00.000Z", false)))
    expect(pdf).toContain("20.00 kWh × — = —")
    expect(pdf).not.toContain("TZS")
  })

  it("given a running batch and a user without amount, then it is not costed at the default tariff and oven price either", () => {
    const running = batch("UD-11", { readings: [reading("r1", "2026-11-20T09:00:00.000Z", 990, 35), reading("r2", "2026-11-20T12:00:00.000Z", 980, 30)] })
    const seen = costView(running, undefined, KILN, null, "2026-11-20T13:00:00.000Z", true)
    const hidden = costView(running, undefined, KILN, null, "2026-11-20T13:00:00.000Z", false)
    expect(seen.totalCost).toBeGreaterThan(0)
    expect(hidden).toMatchObject({ kwh: seen.kwh, tariffPerKwh: undefined, electricityCost: undefined, totalCost: undefined })
    expect(text(dryingReport(running, hidden))).not.toContain("TZS")
  })
})
