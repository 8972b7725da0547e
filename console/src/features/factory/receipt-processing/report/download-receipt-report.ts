import type { LotDto } from "@timber/contracts"
import type { MeasurementUnit } from "@timber/domain/calculators/sleeper-volume"
import { downloadPdf } from "../../../../lib/download-pdf"
import { measuredRows, type SleeperRow } from "../sleeper-sheet"
import { receiptFileName, receiptReport } from "./receipt-report"

/** The receipt's PDF of its measured sleepers, named "{lot} ({wood type}) - {date}.pdf" (pdfmake loads now). */
export const downloadReceiptReport = (receipt: LotDto, rows: ReadonlyArray<SleeperRow>, unit: MeasurementUnit) =>
  downloadPdf(receiptReport(receipt, measuredRows(rows, unit), unit), receiptFileName(receipt))
