// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react"
import type { LotJourney } from "@timber/contracts"
import { afterEach, describe, expect, it } from "vitest"
import { LotJourneySection } from "./LotJourneySection"

afterEach(cleanup)

/** LOT-S: two 6" × 9" sleepers received into WH-A, one sliced into 1" × 6" and 1" × 8" planks; a kiln batch took the 8" ones, a transfer the 6" ones. */
const journey: LotJourney = {
  receivedM3: 0.17,
  receivedPieces: 2,
  slicedSleepers: 1,
  slicedSleeperM3: 0.085,
  plankM3: 0.062,
  wasteM3: 0.023,
  sleepers: [{ warehouse: "WH-A", thickness: '6"', size: 'Sleeper 6" × 9"', pieces: 2, m3: 0.17 }],
  planks: [
    { warehouse: "WH-A", thickness: '1"', size: 'Plank 1" × 6"', pieces: 2, m3: 0.0232, otherPieces: 0 },
    { warehouse: "WH-A", thickness: '1"', size: 'Plank 1" × 8"', pieces: 2, m3: 0.0387, otherPieces: 0 }
  ],
  kilnBatches: [{ batchNumber: "KD-001", status: "IN_PROGRESS", warehouse: "WH-A", thickness: '1"', size: 'Plank 1" × 8"', pieces: 2, m3: 0.0387 }],
  transfers: [{ transferNumber: "TR-001", status: "APPROVED", from: "WH-A", to: "WH-B", thickness: '1"', size: 'Plank 1" × 6"', pieces: 2, m3: 0.0232 }],
  stock: [
    { warehouse: "WH-A", thickness: '1"', size: 'Plank 1" × 6"', notDried: 0, underDrying: 0, dried: 0, damaged: 0, inTransit: 2, m3: 0 },
    { warehouse: "WH-A", thickness: '1"', size: 'Plank 1" × 8"', notDried: 0, underDrying: 2, dried: 0, damaged: 0, inTransit: 0, m3: 0.0387 }
  ]
}

const rowsOf = (table: string) =>
  within(screen.getByRole("table", { name: table }))
    .getAllByRole("row")
    .slice(1)
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((c) => c.textContent)

describe("A LOT's traceability names each stock step's row by product and nominal size, with its m³ (issue 37)", () => {
  it("given sleepers received and planks of two widths of one thickness, then every step names its row's size and shows its m³", () => {
    render(<LotJourneySection journey={journey} />)
    expect(rowsOf("Sleepers into stock").map(cells)).toEqual([["WH-A", 'Sleeper 6" × 9"', "2", "0.170 m³"]])
    expect(rowsOf("Planks into stock").map(cells)).toEqual([
      ["WH-A", 'Plank 1" × 6"', "2", "0.023 m³", "0"],
      ["WH-A", 'Plank 1" × 8"', "2", "0.039 m³", "0"]
    ])
    expect(cells(rowsOf("Kiln batches")[0]!)).toEqual(["KD-001", "IN_PROGRESS", "WH-A", 'Plank 1" × 8"', "2", "0.039 m³"])
    expect(cells(rowsOf("Transfers")[0]!)).toEqual(["TR-001", "APPROVED", "WH-A", "WH-B", 'Plank 1" × 6"', "2", "0.023 m³"])
    expect(rowsOf("In stock now").map((row) => [cells(row)[1], cells(row)[7]])).toEqual([
      ['Plank 1" × 6"', "0.000 m³"],
      ['Plank 1" × 8"', "0.039 m³"]
    ])
  })
})
