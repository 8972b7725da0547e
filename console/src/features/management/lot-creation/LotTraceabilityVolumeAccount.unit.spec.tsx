// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react"
import type { LotRecovery, LotTraceability } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderSignedIn, testLot, testUser } from "../../../testing/render"
import LotManagementPage from "./LotManagementPage"

const recovery: LotRecovery = {
  lot_number: "LOT-VA",
  counted_sleepers: 4,
  sliced_sleepers: 2,
  received_m3: 0.8,
  unsliced_m3: 0.4,
  sliced_sleeper_m3: 0.4,
  plank_m3: 0.25,
  waste_m3: 0.15,
  recovery_factor: 0.625
}
let trace: LotTraceability = { lotNumber: "LOT-VA", stages: { woodReceipts: [], measurement: [], slicing: [] } }
const asked: string[] = []

vi.mock("../../../api/queries/lots", async (original) => ({
  ...(await original<typeof import("../../../api/queries/lots")>()),
  fetchLotPage: async () => ({ items: [testLot("LOT-VA", "SLICING")], nextCursor: null, total: 1 })
}))
vi.mock("../../../api/queries/wood-types", async (original) => ({
  ...(await original<typeof import("../../../api/queries/wood-types")>()),
  useWoodTypes: () => ({ data: [], isLoading: false, error: null })
}))
vi.mock("./api/lot-traceability", () => ({
  useLotTraceability: (lotNumber: string | null) => ({ data: lotNumber ? trace : undefined, isLoading: false, error: null })
}))
vi.mock("../../../api/queries/lot-recovery", () => ({
  useLotRecovery: (lotNumber: string | null) => {
    if (lotNumber) asked.push(lotNumber)
    return { data: lotNumber === "LOT-VA" ? recovery : undefined }
  }
}))

afterEach(cleanup)

describe("a LOT's traceability shows its volume account (issue 25 item 4)", () => {
  it("given LOT-VA with 0.4 m³ of sleepers sliced into 0.25 m³ of planks, when its traceability opens, then received, sliced, plank and waste m³ and a 62.50% recovery show", async () => {
    renderSignedIn(testUser("USER"), <LotManagementPage />)
    fireEvent.click(await screen.findByRole("button", { name: "LOT-VA" }, { timeout: 10_000 }))
    const dialog = await screen.findByRole("dialog")
    const account = within(dialog).getByRole("group", { name: "LOT LOT-VA volume account" })
    const value = (label: string) => within(account).getByText(label).nextElementSibling?.textContent
    expect(value("Received")).toBe("0.8000 m³ (4 sleepers)")
    expect(value("Not yet sliced")).toBe("0.4000 m³")
    expect(value("Sliced sleepers")).toBe("0.4000 m³ (2)")
    expect(value("Planks")).toBe("0.2500 m³")
    expect(value("Waste")).toBe("0.1500 m³")
    expect(value("Recovery factor")).toBe("62.50%")
    expect(asked).toContain("LOT-VA")
  })
})

describe("a LOT's traceability shows ONE slicing account (issue 37 item 6)", () => {
  it("given an operation whose typed sizes say planks outgrew the sleeper, when the traceability opens, then the Wood Slicing cards show the LOT's volume account (0.400 m³ into 0.250 m³, 37.50% waste), not a second account", async () => {
    // typed sizes of a saved operation: 0.08 m³ of sleeper, 0.18 m³ of planks (a −125 % waste if counted apart)
    trace = {
      lotNumber: "LOT-VA",
      stages: {
        woodReceipts: [],
        measurement: [],
        slicing: [
          {
            startTime: "2026-12-01T08:00:00.000Z",
            woodType: { id: "wt-1", name: "Mvule" },
            sleeperSizes: [{ width: 20, height: 20, length: 2, quantity: 1 }],
            plankSizes: [{ width: 30, height: 30, length: 2, quantity: 1 }]
          }
        ]
      }
    }
    renderSignedIn(testUser("USER"), <LotManagementPage />)
    fireEvent.click(await screen.findByRole("button", { name: "LOT-VA" }, { timeout: 10_000 }))
    const dialog = await screen.findByRole("dialog")
    const card = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent
    expect(card("Total Sleeper Volume")).toBe("0.400 m³")
    expect(card("Total Plank Volume")).toBe("0.250 m³")
    expect(card("Total Waste")).toBe("37.50%")
    expect(within(dialog).getByText("0.150 m³ waste")).toBeTruthy()
  })
})
