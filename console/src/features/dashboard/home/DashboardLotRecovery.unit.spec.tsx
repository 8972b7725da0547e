// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react"
import type { LotRecovery } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderSignedIn, testLot, testUser } from "../../../testing/render"
import DashboardPage from "./DashboardPage"

const account = (lotNumber: string, sliced: number): LotRecovery => ({
  lot_number: lotNumber,
  counted_sleepers: 4,
  sliced_sleepers: sliced,
  received_m3: 0.8,
  unsliced_m3: sliced === 0 ? 0.8 : 0.4,
  sliced_sleeper_m3: sliced === 0 ? 0 : 0.4,
  plank_m3: sliced === 0 ? 0 : 0.25,
  waste_m3: sliced === 0 ? 0 : 0.15,
  recovery_factor: sliced === 0 ? null : 0.625
})

vi.mock("../../../api/queries/lots", async (original) => {
  const real = await original<typeof import("../../../api/queries/lots")>()
  return { ...real, recentLotsQuery: { ...real.recentLotsQuery, queryFn: async () => [testLot("LOT-CUT", "SLICING"), testLot("LOT-NEW", "PENDING")] } }
})
vi.mock("../../../api/queries/lot-recovery", async (original) => {
  const real = await original<typeof import("../../../api/queries/lot-recovery")>()
  return {
    ...real,
    lotRecoveryQuery: (lotNumber: string) => ({ ...real.lotRecoveryQuery(lotNumber), queryFn: async () => account(lotNumber, lotNumber === "LOT-CUT" ? 2 : 0) })
  }
})

afterEach(cleanup)

describe("the dashboard's recent LOTs show each LOT's volume account (issue 25 item 4)", () => {
  it("given LOT-CUT with sleepers sliced and LOT-NEW with none, then LOT-CUT's line says what was received, sliced, cut into planks, wasted and its recovery; LOT-NEW shows no account", async () => {
    renderSignedIn(testUser("USER"), <DashboardPage />)
    const line = await screen.findByLabelText("LOT-CUT volume account", undefined, { timeout: 10_000 })
    expect(line.textContent).toBe("Received 0.8000 m³ · sliced 0.4000 m³ → planks 0.2500 m³, waste 0.1500 m³ · recovery 62.50%")
    await screen.findByText("LOT-NEW")
    expect(screen.queryByLabelText("LOT-NEW volume account")).toBeNull()
  })
})
