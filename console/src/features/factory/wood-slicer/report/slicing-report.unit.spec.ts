import type { SlicingOperation } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import {
  COMBINED_SLICING_REPORT_TITLE,
  combinedSlicingFileName,
  combinedSlicingReport,
  SLICING_REPORT_TITLE,
  singleSlicingReport,
  slicingFileName
} from "./slicing-report"

const op = (serial: string, lot: string, sleeper: number): SlicingOperation => ({
  id: serial,
  serial_number: serial,
  wood_type_id: "wt",
  wood_type: { id: "wt", name: "Mvule" },
  lot_number: lot,
  sleeper_number: sleeper,
  start_time: "2026-11-24T07:00:00.000Z",
  updated_at: "2026-11-24T07:00:00.000Z",
  sleeper_sizes: [{ sequence: 1, width: 20, height: 20, length: 2, quantity: 1 }],
  plank_sizes: [{ sequence: 1, width: 8, height: 8, length: 2, quantity: 4, parentSequence: 1 }],
  status: "completed",
  waste_percentage: 36,
  notes: null,
  auto_check_completion: false,
  approval_status: "not_required",
  version: "0"
})
const text = (doc: unknown) => JSON.stringify(doc)

describe("slicing reports", () => {
  it("a single operation's PDF names it and lists the sleeper, each plank by code, the volumes and the waste", () => {
    const doc = singleSlicingReport(op("WS-A", "LOT-1", 7))
    expect(doc.info?.title).toBe(SLICING_REPORT_TITLE)
    expect(text(doc)).toContain("WS-A · LOT LOT-1 · Sleeper #7")
    expect(text(doc)).toContain("SL007-01")
    expect(text(doc)).toContain("Sleeper volume 0.0800 m³ · Plank volume 0.0512 m³ · Waste 36.00%")
    expect(slicingFileName(op("WS-A", "LOT-1", 7))).toBe("Wood Slicing - WS-A.pdf")
  })

  it("the combined PDF holds every chosen operation and their totals", () => {
    const ops = [op("WS-A", "LOT-1", 1), op("WS-B", "LOT-1", 2), op("WS-C", "LOT-2", 1)]
    const doc = combinedSlicingReport(ops)
    expect(doc.info?.title).toBe(COMBINED_SLICING_REPORT_TITLE)
    for (const serial of ["WS-A", "WS-B", "WS-C"]) expect(text(doc)).toContain(serial)
    expect(text(doc)).toContain("3 operations · Sleeper volume 0.2400 m³ · Plank volume 0.1536 m³ · Waste 36.00%")
    expect(combinedSlicingFileName(ops, "2026-11-28")).toBe("Wood Slicing - LOT-1, LOT-2 - 2026-11-28.pdf")
  })
})
