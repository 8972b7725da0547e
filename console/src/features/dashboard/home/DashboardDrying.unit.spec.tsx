// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react"
import type { DryingListParams, DryingBatch } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderSignedIn, testUser } from "../../../testing/render"
import DashboardPage from "./DashboardPage"

/** A running batch as the drying list answers it. */
const running: DryingBatch = {
  id: "id-UD-7",
  batchNumber: "UD-7",
  status: "IN_PROGRESS",
  woodTypeId: "wt-1",
  woodType: { id: "wt-1", name: "Mvule" },
  thickness: 50.8,
  pieceCount: 10,
  startingHumidity: 40,
  startingElectricityUnits: 1000,
  startTime: "2026-11-20T08:00:00.000Z",
  endTime: null,
  notes: null,
  warehouseId: "wh-1",
  sourceWarehouseId: "wh-1",
  stockThickness: '2"',
  createdByName: "Test ADMIN",
  createdAt: "2026-11-20T08:00:00.000Z",
  readings: [],
  version: "0"
}
const asked: DryingListParams[] = []
const drying = {
  list: async ({ urlParams }: { urlParams: DryingListParams }) => {
    asked.push(urlParams)
    return { items: [running], nextCursor: null, total: 1 }
  }
}
/** Only the drying list answers; every other card's read fails quietly. */
const fakeApi = new Proxy({ drying } as Record<string, unknown>, {
  get: (target, name: string) => target[name] ?? new Proxy({}, { get: () => async () => Promise.reject(new Error("not in this test")) })
})
vi.mock("../../../api/client", () => ({ call: (ask: (api: unknown) => Promise<unknown>) => ask(fakeApi) }))

afterEach(cleanup)

describe("the dashboard's Ongoing Drying Processes card (issue 36 item 2)", () => {
  it("when the dashboard opens, then it asks the server for the IN_PROGRESS batches only, and lists what it answers", async () => {
    renderSignedIn(testUser("USER"), <DashboardPage />)
    const list = await screen.findByRole("list", { name: "Ongoing drying processes" }, { timeout: 10_000 })
    within(list).getByText("UD-7")
    expect(asked.map((params) => params.status)).toEqual(["IN_PROGRESS"])
  })
})
