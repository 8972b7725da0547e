// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react"
import type { LotDto } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderSignedIn, testUser } from "../../../testing/render"
import DashboardPage from "./DashboardPage"

const LONG_LOT = `LOT-${"7".repeat(60)}`
const LONG_SUPPLIER = "Mufindi-Paper-Mills-Sawlog-Outgrower-Association-Southern-Highlands"
const receipt = {
  id: "lot-1",
  lotNumber: LONG_LOT,
  woodTypeId: "wt-1",
  woodType: { id: "wt-1", name: "Mvule" },
  supplier: LONG_SUPPLIER,
  status: "PENDING",
  estimatedVolumeM3: 1.5,
  actualVolumeM3: null,
  createdAt: "2026-11-21T08:00:00.000Z",
  updatedAt: "2026-11-21T08:00:00.000Z"
} as LotDto

vi.mock("../../../api/queries/lots", async (original) => {
  const real = await original<typeof import("../../../api/queries/lots")>()
  return { ...real, recentLotsQuery: { ...real.recentLotsQuery, queryFn: async () => [receipt] } }
})

afterEach(cleanup)

describe("Recent LOTs card", () => {
  it("given a LOT number and a supplier longer than the card, each stays on one line ending in … with the whole value as its tooltip", async () => {
    const user = testUser("ADMIN")
    renderSignedIn(user, <DashboardPage />)
    const lotNumber = await screen.findByLabelText(LONG_LOT, undefined, { timeout: 10_000 })
    const line = screen.getByLabelText(new RegExp(LONG_SUPPLIER))
    for (const element of [lotNumber, line]) {
      expect(getComputedStyle(element).textOverflow).toBe("ellipsis")
      expect(getComputedStyle(element).whiteSpace).toBe("nowrap")
    }
    expect(line.textContent).toBe(`Mvule · ${LONG_SUPPLIER} · 1.500 CBM`)
  })
})
