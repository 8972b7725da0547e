// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { LiveTopics, NotificationMessages, NotificationTypes, type Notification } from "@timber/contracts"
import { Route, Routes } from "react-router-dom"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { LiveProvider } from "../../api/live"
import { session } from "../../auth/session"
import { renderAt, testUser } from "../../testing/render"
import { NotificationsPopover } from "./NotificationsPopover"

/**
 * Issue 37 item 8 in the top bar: an admin's bell says a receipt awaits their approval and leads
 * to Approvals; once the request is decided (by anyone) the server withdraws the notification,
 * and the bell, told over the live socket, no longer shows it.
 */
const server = { notifications: [] as Notification[] }
const awaiting: Notification = {
  id: "n-receipt",
  type: NotificationTypes.approvalRequested,
  title: "Approval required",
  message: "Receipt LOT-7 awaits your approval",
  isRead: false,
  createdAt: "2026-11-23T08:00:00.000Z",
  linkUrl: "/dashboard/management/approvals"
}

vi.mock("../../api/queries/notifications", async (original) => {
  const real = await original<typeof import("../../api/queries/notifications")>()
  return { ...real, notificationsQuery: { ...real.notificationsQuery, queryFn: async () => [...server.notifications] } }
})
vi.mock("../../api/queries/lots", async (original) => {
  const real = await original<typeof import("../../api/queries/lots")>()
  return { ...real, lotAlertsQuery: { ...real.lotAlertsQuery, queryFn: async () => ({ awaitingConfirmation: [], pendingDelivery: [], slicing: [] }) } }
})

/** The live socket, driven by the test: the server's messages on demand. */
class ScriptedSocket {
  static OPEN = 1
  static opened: Array<ScriptedSocket> = []
  readyState = 0
  onmessage: ((event: { data: string }) => void) | null = null
  onclose: (() => void) | null = null
  constructor(readonly url: string) {
    ScriptedSocket.opened.push(this)
  }
  send() {}
  close() {}
  serverSays(message: unknown) {
    this.readyState = ScriptedSocket.OPEN
    this.onmessage?.({ data: JSON.stringify(message) })
  }
}

const admin = testUser("ADMIN")
const mount = () =>
  renderAt(
    <LiveProvider enabled>
      <Routes>
        <Route path="/dashboard" element={<NotificationsPopover user={admin} />} />
        <Route path="/dashboard/management/approvals" element={<h1>Approvals screen</h1>} />
      </Routes>
    </LiveProvider>,
    "/dashboard"
  )
const openBell = async () => fireEvent.click(await screen.findByRole("button", { name: /^Notifications: / }))

beforeEach(() => {
  server.notifications = [awaiting]
  ScriptedSocket.opened = []
  vi.stubGlobal("WebSocket", ScriptedSocket)
  vi.spyOn(session, "token").mockReturnValue("a-token")
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe("the bell and receipts awaiting approval (issue 37 item 8)", () => {
  it("given a receipt awaiting the admin's approval, when the bell is opened and the entry clicked, then it says 'Receipt LOT-7 awaits your approval' and leads to Approvals", async () => {
    mount()
    await openBell()
    const entry = await screen.findByText("Receipt LOT-7 awaits your approval")
    fireEvent.click(entry)
    expect(await screen.findByRole("heading", { name: "Approvals screen" })).toBeTruthy()
  })

  it("given that notification in the bell, when the request is decided and the server withdraws it, then the live push empties the bell: no decided request stays", async () => {
    mount()
    expect(await screen.findByRole("button", { name: /^Notifications: 1 / })).toBeTruthy()
    server.notifications = []
    const socket = ScriptedSocket.opened[0]!
    socket.serverSays({ type: "ready" })
    socket.serverSays({ topic: LiveTopics.notifications(admin.id), position: "42" })
    await waitFor(() => expect(screen.queryByRole("button", { name: /^Notifications: 1 / })).toBeNull())
    await openBell()
    const popover = await screen.findByText(NotificationMessages.empty)
    expect(within(popover.parentElement!).queryByText("Receipt LOT-7 awaits your approval")).toBeNull()
  })
})
