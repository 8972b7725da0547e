import type { DryingBatch } from "@timber/contracts"
import type { Content, TDocumentDefinitions } from "pdfmake/interfaces"
import { fixed, formatDateTime, tzs } from "../../../../lib/format"
import { REPORT_STYLES, reportFooter } from "../../../../lib/pdf-report"
import { estimateText, humidity, markedReadings, showsTrend, thicknessText, trendPoints, type CostView } from "../batch-figures"
import { humiditySvg, PDF_CHART } from "../humidity-chart"

export const DRYING_REPORT_TITLE = "Drying Process Details"

/** "UD - Drying Details ({batch}).pdf" (spec section 2.3). */
export const dryingFileName = (batch: Pick<DryingBatch, "batchNumber">) => `UD - Drying Details (${batch.batchNumber}).pdf`

const bold = (text: string) => ({ text, bold: true })
const pair = (label: string, value: string): Content[] => [{ text: label, style: "label" }, { text: value }]

/** The Process Details PDF: the batch, its cost, the humidity trend drawn as on screen, the estimate and every reading (humidity to 1 decimal). */
export const dryingReport = (batch: DryingBatch, cost: CostView, generatedAt = new Date()): TDocumentDefinitions => {
  const marked = markedReadings(batch)
  const estimate = estimateText(batch)
  const content: Content[] = [
    { text: DRYING_REPORT_TITLE, style: "title" },
    { text: `${batch.batchNumber} · Generated ${formatDateTime(generatedAt.toISOString())}`, style: "subtitle" },
    {
      table: {
        widths: ["auto", "*", "auto", "*"],
        body: [
          [...pair("Batch", batch.batchNumber), ...pair("Status", batch.status === "COMPLETED" ? "Completed" : "In Progress")],
          [...pair("Wood type", batch.woodType?.name ?? "N/A"), ...pair("Thickness", thicknessText(batch.thickness))],
          [...pair("Pieces", String(batch.pieceCount)), ...pair("Starting humidity", humidity(batch.startingHumidity))],
          [...pair("Started", formatDateTime(batch.startTime)), ...pair("Completed", formatDateTime(batch.endTime))],
          [...pair("Starting meter", fixed(batch.startingElectricityUnits, 2)), ...pair("Created by", batch.createdByName ?? "—")]
        ]
      },
      layout: "noBorders"
    },
    ...(batch.notes ? [{ text: `Notes: ${batch.notes}`, margin: [0, 4, 0, 0] } as Content] : []),
    { text: "Cost", style: "heading" },
    {
      table: {
        widths: ["*", "auto"],
        body: [
          ["Electricity", `${fixed(cost.kwh, 2)} kWh × ${tzs(cost.tariffPerKwh)} = ${tzs(cost.electricityCost)}`],
          ["Depreciation", tzs(cost.depreciationCost)],
          // shown once the settings charge them (both default to 0)
          ...((cost.maintenanceCost ?? 0) > 0 ? [["Maintenance", tzs(cost.maintenanceCost)]] : []),
          ...((cost.labourCost ?? 0) > 0 ? [["Labour", tzs(cost.labourCost)]] : []),
          [bold("Total"), bold(tzs(cost.totalCost))],
          ...(cost.kwhPerM3 !== null ? [["kWh per m³", fixed(cost.kwhPerM3, 2)]] : []),
          ...(cost.costPerM3 !== null && cost.costPerM3 !== undefined ? [["Cost per m³", tzs(cost.costPerM3)]] : [])
        ]
      },
      layout: "lightHorizontalLines"
    },
    ...(showsTrend(batch) ? [{ text: "Humidity Trend", style: "heading" } as Content, { svg: humiditySvg(trendPoints(batch)), width: PDF_CHART.width }] : []),
    ...(estimate ? [{ text: "Completion Estimate", style: "heading" } as Content, { text: estimate }] : []),
    { text: "Readings", style: "heading" },
    marked.length === 0
      ? { text: "No readings yet" }
      : {
          table: {
            headerRows: 1,
            widths: ["auto", "auto", "auto", "*", "auto"],
            body: [
              ["Time", "Meter (kWh)", "Humidity", "Notes", "By"].map(bold),
              ...marked.map(({ reading, recharged }) => [
                formatDateTime(reading.readingTime),
                `${fixed(reading.electricityMeter, 2)}${recharged ? " (Recharged)" : ""}`,
                humidity(reading.humidity),
                reading.notes ?? "",
                reading.createdByName ?? ""
              ])
            ]
          },
          layout: "lightHorizontalLines"
        }
  ]
  return {
    info: { title: `${DRYING_REPORT_TITLE} ${batch.batchNumber}` },
    pageSize: "A4",
    pageMargins: [40, 40, 40, 50],
    content,
    footer: reportFooter,
    styles: REPORT_STYLES,
    defaultStyle: { fontSize: 10 }
  }
}
