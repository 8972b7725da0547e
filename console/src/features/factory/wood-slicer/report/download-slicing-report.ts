import type { SlicingOperation } from "@timber/contracts"
import { format } from "date-fns"
import { downloadPdf } from "../../../../lib/download-pdf"
import { combinedSlicingFileName, combinedSlicingReport, singleSlicingReport, slicingFileName } from "./slicing-report"

/** Downloads one operation's PDF (pdfmake loads now). */
export const downloadSlicingReport = (op: SlicingOperation) => downloadPdf(singleSlicingReport(op), slicingFileName(op))

/** Downloads the combined PDF of the selected operations. */
export const downloadCombinedSlicingReport = (ops: ReadonlyArray<SlicingOperation>, now = new Date()) =>
  downloadPdf(combinedSlicingReport(ops, now), combinedSlicingFileName(ops, format(now, "yyyy-MM-dd")))
