import type { SlicingOperation } from "@timber/contracts"
import { slicingFigures } from "@timber/domain/calculators/slicing-waste"
import type { Content, TDocumentDefinitions } from "pdfmake/interfaces"
import { formatDateTime } from "../../../../lib/format"
import { REPORT_STYLES, reportFooter } from "../../../../lib/pdf-report"
import { cmToInches, m3, metresToFeet, plankCode } from "../slicer-figures"

export const SLICING_REPORT_TITLE = "Wood Slicing Operation Report"
export const COMBINED_SLICING_REPORT_TITLE = "Wood Slicing Operations Report"

/** "Wood Slicing - WS-….pdf" for one operation; the combined report is named after its LOTs and the day. */
export const slicingFileName = (op: Pick<SlicingOperation, "serial_number">) => `Wood Slicing - ${op.serial_number}.pdf`
export const combinedSlicingFileName = (ops: ReadonlyArray<Pick<SlicingOperation, "lot_number">>, day: string) =>
  `Wood Slicing - ${[...new Set(ops.map((op) => op.lot_number))].join(", ")} - ${day}.pdf`

const STATUS: Record<SlicingOperation["status"], string> = { draft: "Draft", in_progress: "In Progress", completed: "Completed" }
const bold = (text: string) => ({ text, bold: true })

/** One operation: who, what, the sleeper, each plank with its code, the volumes and waste. */
const operationSection = (op: SlicingOperation): Content[] => {
  const figures = slicingFigures(op.sleeper_sizes, op.plank_sizes)
  return [
    { text: `${op.serial_number} · LOT ${op.lot_number} · Sleeper #${op.sleeper_number}`, style: "heading", margin: [0, 8, 0, 2] },
    {
      text: [
        `${op.wood_type?.name ?? "N/A"} · ${STATUS[op.status]} · started ${op.start_time ? formatDateTime(op.start_time) : "—"}`,
        op.notes ? ` · Notes: ${op.notes}` : ""
      ],
      margin: [0, 0, 0, 4]
    },
    {
      table: {
        headerRows: 1,
        widths: ["auto", "*", "*", "*", "auto"],
        body: [
          ["Piece", "Height (in)", "Width (in)", "Length (ft)", "Quantity"].map(bold),
          ...op.sleeper_sizes.map((s) => ["Sleeper", cmToInches(s.height), cmToInches(s.width), metresToFeet(s.length), String(s.quantity)]),
          ...op.plank_sizes.map((p, i) => [
            plankCode(op.sleeper_number, i + 1),
            cmToInches(p.height),
            cmToInches(p.width),
            metresToFeet(p.length),
            String(p.quantity)
          ])
        ]
      },
      layout: "lightHorizontalLines"
    },
    {
      text: `Sleeper volume ${m3(figures.sleeperVolume)} · Plank volume ${m3(figures.plankVolume)} · Waste ${op.waste_percentage.toFixed(2)}%`,
      margin: [0, 4, 0, 12]
    }
  ]
}

const frame = (title: string, generatedAt: Date, content: Content[]): TDocumentDefinitions => ({
  info: { title },
  pageSize: "A4",
  pageMargins: [40, 40, 40, 50],
  content: [{ text: title, style: "title" }, { text: `Generated ${formatDateTime(generatedAt.toISOString())}`, style: "subtitle" }, ...content],
  footer: reportFooter,
  styles: REPORT_STYLES,
  defaultStyle: { fontSize: 10 }
})

/** The single-operation PDF. */
export const singleSlicingReport = (op: SlicingOperation, generatedAt = new Date()) => frame(SLICING_REPORT_TITLE, generatedAt, operationSection(op))

/** The combined PDF of the selected operations, with their totals. */
export const combinedSlicingReport = (ops: ReadonlyArray<SlicingOperation>, generatedAt = new Date()) => {
  const totals = slicingFigures(
    ops.flatMap((op) => op.sleeper_sizes),
    ops.flatMap((op) => op.plank_sizes)
  )
  return frame(COMBINED_SLICING_REPORT_TITLE, generatedAt, [
    ...ops.flatMap(operationSection),
    {
      text: `${ops.length} operation${ops.length === 1 ? "" : "s"} · Sleeper volume ${m3(totals.sleeperVolume)} · Plank volume ${m3(totals.plankVolume)} · Waste ${totals.wastePercentage.toFixed(2)}%`,
      bold: true
    }
  ])
}
