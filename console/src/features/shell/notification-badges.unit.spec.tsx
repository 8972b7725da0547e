// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react"
import type { Notification, LotDto } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderAt, testUser } from "../../testing/render"
import { NotificationsPopover } from "./NotificationsPopover"
import { Sidebar } from "./Sidebar"

const notification = (id: string, isRead: boolean): Notification =>
  ({
    id,
    type: "TRANSFER_CREATED",
    title: "Transfer created",
    message: `Transfer ${id}`,
    isRead,
    createdAt: "2026-11-21T08:00:00.000Z",
    linkUrl: null
  }) as Notification
const pendingLot = {
  id: "lot-1",
  lotNumber: "LOT-1",
  supplier: "Sao Hill",
  status: "PENDING",
  receiptConfirmedAt: null,
  createdAt: "2026-11-21T07:00:00.000Z",
  updatedAt: "2026-11-21T07:00:00.000Z"
} as LotDto

// the server holds two notifications, one of them read, and one LOT awaits delivery
vi.mock("../../api/queries/notifications", async (original) => {
  const real = await original<typeof import("../../api/queries/notifications")>()
  return {
    ...real,
    notificationsQuery: { ...real.notificationsQuery, queryFn: async () => [notification("n-1", false), notification("n-2", true)] },
    unreadCountQuery: { ...real.unreadCountQuery, queryFn: async () => ({ count: 1 }) }
  }
})
vi.mock("../../api/queries/lots", async (original) => {
  const real = await original<typeof import("../../api/queries/lots")>()
  return {
    ...real,
    lotAlertsQuery: { ...real.lotAlertsQuery, queryFn: async () => ({ awaitingConfirmation: [], pendingDelivery: [pendingLot], slicing: [] }) }
  }
})
vi.mock("../../api/queries/pending-count", async (original) => {
  const real = await original<typeof import("../../api/queries/pending-count")>()
  return { ...real, pendingCountQuery: { ...real.pendingCountQuery, queryFn: async () => 0 } }
})

afterEach(cleanup)

describe("the bell and the sidebar's Notifications badge", () => {
  it("given 2 notifications (1 unread) and 1 LOT alert, each badge says what it counts: the bell its whole list, the sidebar the unread ones", async () => {
    const user = testUser("ADMIN")
    renderAt(
      <>
        <NotificationsPopover user={user} />
        <Sidebar user={user} open temporary={false} onClose={() => undefined} />
      </>,
      "/dashboard"
    )
    expect(await screen.findByRole("button", { name: "Notifications: 3 including LOT alerts" }, { timeout: 10_000 })).toBeTruthy()
    expect(await screen.findByLabelText("Notifications: 1 unread", undefined, { timeout: 10_000 })).toBeTruthy()
  })
})
