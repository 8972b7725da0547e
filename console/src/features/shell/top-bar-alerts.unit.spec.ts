import type { LotAlerts, LotStatus, Notification, LotDto } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { LOT_SCREEN, SLICER_SCREEN, topBarItems, TRANSFER_SCREEN } from "./top-bar-alerts"

const lot = (i: number, status: LotStatus): LotDto =>
  ({
    id: `lot-${status}-${i}`,
    lotNumber: `LOT-${status}-${i}`,
    supplier: "Sao Hill",
    status,
    receiptConfirmedAt: null,
    createdAt: `2026-11-0${(i % 9) + 1}T08:00:00.000Z`,
    updatedAt: `2026-11-${String(10 + i).padStart(2, "0")}T08:00:00.000Z`
  }) as LotDto

const note = (i: number, type = "APPROVAL_REQUESTED", linkUrl: string | null = "/dashboard/management/approvals"): Notification => ({
  id: `n${i}`,
  type,
  title: `Note ${i}`,
  message: "m",
  isRead: false,
  createdAt: `2026-11-${String(10 + i).padStart(2, "0")}T09:00:00.000Z`,
  linkUrl
})

const alerts = (lots: Partial<LotAlerts>): LotAlerts => ({ awaitingConfirmation: [], pendingDelivery: [], slicing: [], ...lots })

describe("top bar notifications", () => {
  it("caps receipt alerts at 3 awaiting confirmation, 3 pending delivery and 2 slicing", () => {
    const receipts = alerts({
      awaitingConfirmation: [1, 2, 3, 4, 5].map((i) => lot(i, "PENDING_APPROVAL")),
      pendingDelivery: [1, 2, 3, 4].map((i) => lot(i, "PENDING")),
      slicing: [1, 2, 3].map((i) => lot(i, "SLICING"))
    })
    const { total, items } = topBarItems([], receipts)
    expect(total).toBe(8)
    expect(items.filter((i) => i.title === "Awaiting Confirmation")).toHaveLength(3)
    expect(items.filter((i) => i.title === "Pending Delivery").map((i) => i.to)).toEqual([LOT_SCREEN, LOT_SCREEN, LOT_SCREEN])
    expect(items.filter((i) => i.title === "Slicing in Progress").map((i) => i.to)).toEqual([SLICER_SCREEN, SLICER_SCREEN])
  })

  // which LOTs await confirmation is the server's choice (projections' lot-summary.queries.int.spec.ts)
  it("a receipt the server says awaits confirmation leads to the LOT screen, the newest first", () => {
    const { items } = topBarItems([], alerts({ awaitingConfirmation: [lot(1, "PENDING_APPROVAL"), lot(2, "PENDING_APPROVAL")] }))
    expect(items.map((i) => [i.title, i.key, i.to])).toEqual([
      ["Awaiting Confirmation", "RECEIPT_AWAITING_CONFIRMATION:lot-PENDING_APPROVAL-2", LOT_SCREEN],
      ["Awaiting Confirmation", "RECEIPT_AWAITING_CONFIRMATION:lot-PENDING_APPROVAL-1", LOT_SCREEN]
    ])
  })

  it("shows the 8 newest by time while the badge counts them all", () => {
    const notifications = Array.from({ length: 10 }, (_, i) => note(i))
    const { total, items } = topBarItems(notifications, alerts({ pendingDelivery: [lot(1, "PENDING")] }))
    expect(total).toBe(11)
    expect(items.map((i) => i.key)).toEqual(["n9", "n8", "n7", "n6", "n5", "n4", "n3", "n2"])
  })

  it("sends transfer notifications without a link to the wood-transfer screen", () => {
    const { items } = topBarItems([note(1, "TRANSFER_APPROVED", null), note(2, "APPROVAL_APPROVED", "/dashboard/factory/wood-calculator")], undefined)
    expect(items.map((i) => i.to)).toEqual(["/dashboard/factory/wood-calculator", TRANSFER_SCREEN])
  })
})
