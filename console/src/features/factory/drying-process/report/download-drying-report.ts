import type { DryingBatch } from "@timber/contracts"
import { downloadPdf } from "../../../../lib/download-pdf"
import type { CostView } from "../batch-figures"
import { dryingFileName, dryingReport } from "./drying-report"

/** Downloads the batch's Process Details PDF (pdfmake loads now). */
export const downloadDryingReport = (batch: DryingBatch, cost: CostView) => downloadPdf(dryingReport(batch, cost), dryingFileName(batch))
