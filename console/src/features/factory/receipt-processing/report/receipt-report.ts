import type { LotDto } from "@timber/contracts"
import { formatVolume, volumeVariance, type MeasurementUnit } from "@timber/domain/calculators/sleeper-volume"
import { format } from "date-fns"
import type { Content, TDocumentDefinitions } from "pdfmake/interfaces"
import { formatDate, formatDateTime } from "../../../../lib/format"
import { REPORT_STYLES, reportFooter } from "../../../../lib/pdf-report"
import { measuredRows, rowVolume, sheetTotals, sizeSummary, unitLabel, type SleeperRow } from "../sleeper-sheet"

export const RECEIPT_REPORT_TITLE = "Wood Receipt Processing Report"

/** Spec section 2.2: "{lot} ({wood type}) - {date}.pdf", the date being the receipt's. */
export const receiptFileName = (receipt: Pick<LotDto, "lotNumber" | "woodType" | "receiptDate">) => {
  const date = new Date(receipt.receiptDate)
  const day = Number.isNaN(date.getTime()) ? receipt.receiptDate : format(date, "yyyy-MM-dd")
  return `${receipt.lotNumber} (${receipt.woodType?.name ?? "N/A"}) - ${day}.pdf`
}

const info = (label: string, value: string): Content[] => [{ text: label, style: "label" }, { text: value }]

/** The receipt with every measured sleeper, the size summary and the total against the estimate. */
export const receiptReport = (receipt: LotDto, rows: ReadonlyArray<SleeperRow>, unit: MeasurementUnit, generatedAt = new Date()): TDocumentDefinitions => {
  // the report lists the measured sleepers only: a row in error is not part of the receipt
  const measured = measuredRows(rows, unit)
  const totals = sheetTotals(measured, unit)
  const variance = volumeVariance(totals.volumeM3, receipt.estimatedVolumeM3)
  const u = (d: "thickness" | "width" | "length") => unitLabel(unit, d)
  return {
    info: { title: `${RECEIPT_REPORT_TITLE} ${receipt.lotNumber}` },
    pageSize: "A4",
    pageMargins: [40, 40, 40, 50],
    content: [
      { text: RECEIPT_REPORT_TITLE, style: "title" },
      { text: `Generated ${formatDateTime(generatedAt.toISOString())}`, style: "subtitle" },
      {
        table: {
          widths: ["auto", "*", "auto", "*"],
          body: [
            [...info("LOT Number", receipt.lotNumber), ...info("Wood Type", receipt.woodType?.name ?? "N/A")],
            [...info("Supplier", receipt.supplier), ...info("Receipt Date", formatDate(receipt.receiptDate))],
            [...info("Purchase Order", receipt.purchaseOrder), ...info("Status", receipt.status)],
            [
              ...info("Estimated Volume", receipt.estimatedVolumeM3 === null ? "—" : `${formatVolume(receipt.estimatedVolumeM3)} m³`),
              ...info("Quantity", String(receipt.estimatedPieces ?? "—"))
            ]
          ]
        },
        layout: "noBorders",
        margin: [0, 0, 0, 12]
      },
      { text: "Sleeper Measurements", style: "heading" },
      {
        table: {
          headerRows: 1,
          widths: ["auto", "*", "*", "*", "auto"],
          body: [
            ["#", `Thickness (${u("thickness")})`, `Width (${u("width")})`, `Length (${u("length")})`, "Volume (m³)"].map((text) => ({ text, bold: true })),
            ...measured.map((row, i) => [
              String(i + 1),
              row.text.thickness,
              row.text.width,
              row.text.length,
              { text: formatVolume(rowVolume(row) ?? 0), alignment: "right" as const }
            ])
          ]
        },
        layout: "lightHorizontalLines"
      },
      { text: "Sleeper Size Summary", style: "heading" },
      {
        table: {
          headerRows: 1,
          widths: ["*", "auto", "auto"],
          body: [
            ["Size", "Count", "Volume (m³)"].map((text) => ({ text, bold: true })),
            ...sizeSummary(measured, unit).map((g) => [g.size, String(g.count), formatVolume(g.volumeM3)])
          ]
        },
        layout: "lightHorizontalLines"
      },
      { text: "Totals", style: "heading" },
      {
        table: {
          widths: ["*", "auto"],
          body: [
            ["Total sleepers", String(totals.pieces)],
            ["Total volume", `${formatVolume(totals.volumeM3)} m³`],
            [
              "Variance vs estimate",
              variance.m3 === null
                ? "—"
                : `${variance.m3 >= 0 ? "+" : ""}${formatVolume(variance.m3)} m³${variance.percent === null ? "" : ` (${variance.percent.toFixed(1)}%)`}`
            ]
          ]
        },
        layout: "lightHorizontalLines"
      }
    ],
    footer: reportFooter,
    styles: REPORT_STYLES,
    defaultStyle: { fontSize: 10 }
  }
}
