import type { Content, TDocumentDefinitions } from "pdfmake/interfaces"
import { formatDateTime } from "../../../../lib/format"
import { sheetLines, type CalculationSheet } from "./calculation-sheet"

export const REPORT_TITLE = "Wood Calculation Report"
export const COMBINED_REPORT_TITLE = "Combined Wood Calculation Report"
/** Spec section 9: the combined report holds 4 calculations per page. */
export const CALCULATIONS_PER_PAGE = 4
export const PRODUCT_LABEL = "Timber Works Wood Calculator v1.0.0"

const footer = (currentPage: number, pageCount: number): Content => ({
  columns: [
    { text: PRODUCT_LABEL, style: "footer" },
    { text: `Page ${currentPage} of ${pageCount}`, alignment: "right", style: "footer" }
  ],
  margin: [40, 10, 40, 0]
})

const header = (title: string, generatedAt: Date): Content[] => [
  { text: title, style: "title" },
  { text: `Generated ${formatDateTime(generatedAt.toISOString())} · amounts in TZS`, style: "subtitle" }
]

const sheetTable = (sheet: CalculationSheet, index: number | null): Content => ({
  stack: [
    {
      text:
        index === null
          ? `${sheet.woodType}${sheet.at ? ` · ${formatDateTime(sheet.at)}` : ""}`
          : `${index}. ${sheet.woodType}${sheet.at ? ` · ${formatDateTime(sheet.at)}` : ""}`,
      style: "heading"
    },
    {
      table: {
        widths: ["*", "auto"],
        body: sheetLines(sheet).map(([label, value]) => [
          { text: label, style: "label" },
          { text: value, alignment: "right" as const }
        ])
      },
      layout: "lightHorizontalLines"
    },
    ...(sheet.notes ? [{ text: `Notes: ${sheet.notes}`, style: "notes" } as Content] : [])
  ],
  margin: [0, 0, 0, 14]
})

const styles = {
  title: { fontSize: 18, bold: true, color: "#1e293b" },
  subtitle: { fontSize: 9, color: "#64748b", margin: [0, 2, 0, 14] as [number, number, number, number] },
  heading: { fontSize: 11, bold: true, color: "#b91c1c", margin: [0, 0, 0, 4] as [number, number, number, number] },
  label: { color: "#334155" },
  notes: { fontSize: 9, italics: true, color: "#475569", margin: [0, 4, 0, 0] as [number, number, number, number] },
  footer: { fontSize: 8, color: "#64748b" }
}

/** The single report: one calculation, titled 'Wood Calculation Report'. */
export const singleReport = (sheet: CalculationSheet, generatedAt = new Date()): TDocumentDefinitions => ({
  info: { title: REPORT_TITLE },
  pageSize: "A4",
  pageMargins: [40, 40, 40, 50],
  content: [...header(REPORT_TITLE, generatedAt), sheetTable(sheet, null)],
  footer,
  styles,
  defaultStyle: { fontSize: 10 }
})

/** The combined report: 4 calculations a page, numbered pages. */
export const combinedReport = (sheets: ReadonlyArray<CalculationSheet>, generatedAt = new Date()): TDocumentDefinitions => {
  const pages: Content[] = []
  for (let start = 0; start < sheets.length; start += CALCULATIONS_PER_PAGE) {
    const chunk = sheets.slice(start, start + CALCULATIONS_PER_PAGE).map((sheet, i) => sheetTable(sheet, start + i + 1))
    pages.push({
      stack: [...(start === 0 ? header(COMBINED_REPORT_TITLE, generatedAt) : [{ text: COMBINED_REPORT_TITLE, style: "heading" } as Content]), ...chunk],
      ...(start > 0 ? { pageBreak: "before" as const } : {})
    })
  }
  return {
    info: { title: COMBINED_REPORT_TITLE },
    pageSize: "A4",
    pageMargins: [40, 36, 40, 50],
    content: pages,
    footer,
    styles: { ...styles, heading: { ...styles.heading, fontSize: 10 } },
    defaultStyle: { fontSize: 9 }
  }
}

export { downloadPdf } from "../../../../lib/download-pdf"
