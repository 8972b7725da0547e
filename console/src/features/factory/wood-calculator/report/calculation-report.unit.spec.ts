import { calculatePlankPrice } from "@timber/domain/calculators/plank-price"
import type { Content, ContentStack } from "pdfmake/interfaces"
import { describe, expect, it } from "vitest"
import { CALCULATIONS_PER_PAGE, combinedReport, COMBINED_REPORT_TITLE, PRODUCT_LABEL, REPORT_TITLE, singleReport } from "./calculation-report"
import type { CalculationSheet } from "./calculation-sheet"

const sheet: CalculationSheet = {
  woodType: "Mvule",
  thickness: 2,
  width: 6,
  length: 12,
  vatPercent: 18,
  notes: "",
  at: "2026-11-22T08:00:00.000Z",
  figures: calculatePlankPrice({ thicknessInches: 2, widthInches: 6, lengthFeet: 12, pricePerPlank: 60_000, priceIncludesVat: false, vatPercent: 18 })
}

describe("calculation reports", () => {
  it("puts 4 calculations on a page: 9 calculations make 3 pages", () => {
    const doc = combinedReport(Array.from({ length: 9 }, () => sheet))
    const pages = doc.content as ContentStack[]
    expect(CALCULATIONS_PER_PAGE).toBe(4)
    expect(pages).toHaveLength(3)
    expect(pages.filter((p) => (p as { pageBreak?: string }).pageBreak === "before")).toHaveLength(2)
    expect(doc.info?.title).toBe(COMBINED_REPORT_TITLE)
  })
  it("titles the single report and numbers its pages in a footer with the product label", () => {
    const doc = singleReport(sheet)
    expect(doc.info?.title).toBe(REPORT_TITLE)
    const footer = (doc.footer as (page: number, count: number) => Content)(1, 1)
    expect(JSON.stringify(footer)).toContain(PRODUCT_LABEL)
    expect(JSON.stringify(footer)).toContain("Page 1 of 1")
    expect(PRODUCT_LABEL).toContain("v1.0.0")
  })
})
