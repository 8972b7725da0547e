import type { Content, StyleDictionary } from "pdfmake/interfaces"

/** The house style of the A4 reports (receipt processing, the slicer): the page footer and the text styles. */
export const reportFooter = (page: number, pages: number): Content => ({
  text: `Timber Works · Page ${page} of ${pages}`,
  alignment: "right",
  fontSize: 8,
  color: "#64748b",
  margin: [40, 10, 40, 0]
})

export const REPORT_STYLES: StyleDictionary = {
  title: { fontSize: 18, bold: true, color: "#1e293b" },
  subtitle: { fontSize: 9, color: "#64748b", margin: [0, 2, 0, 12] },
  heading: { fontSize: 12, bold: true, color: "#b91c1c", margin: [0, 12, 0, 4] },
  label: { color: "#334155", bold: true }
}
