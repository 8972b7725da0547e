import { describe, expect, it } from "vitest"
import type { CostView } from "../batch-figures"
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
  costPerM3: 10241
}
const text = (doc: unknown) => JSON.stringify(doc)

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
})
