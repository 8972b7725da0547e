import { describe, expect, it } from "vitest"
import { dashboardFigures } from "./dashboard-figures"

describe("the dashboard's LOT figures", () => {
  it("given LOTs awaiting delivery with estimates, then Total Wood Volume counts only wood delivered, while the pending ones still count as Awaiting Delivery", () => {
    const figures = dashboardFigures({
      statuses: [
        { status: "PENDING", count: 2, volumeM3: 40 },
        { status: "PROCESSING", count: 1, volumeM3: 12.5 },
        { status: "COMPLETED", count: 3, volumeM3: 30.256 }
      ]
    })
    expect(figures.totalVolume).toBe(42.76)
    expect(figures.pendingReceipts).toBe(2)
    expect(figures.totalLots).toBe(6)
  })
})
