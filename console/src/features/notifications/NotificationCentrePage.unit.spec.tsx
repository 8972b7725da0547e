// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import type { Notification, NotificationListParams, UnreadCount } from "@timber/contracts"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { renderSignedIn, testUser } from "../../testing/render"
import NotificationCentrePage from "./NotificationCentrePage"
import { pageOf } from "../../testing/paged-server"

const note = (i: number, isRead: boolean): Notification => ({
  id: `n-${i}`,
  type: "DIRECT_MESSAGE",
  title: `Title ${i}`,
  message: `Message ${i}`,
  isRead,
  createdAt: `2026-11-${String(10 + (i % 20)).padStart(2, "0")}T08:00:00.000Z`,
  linkUrl: null
})

const server = { notes: [] as Notification[], asked: [] as NotificationListParams[], unread: null as UnreadCount | null }
const fakeApi = {
  notifications: {
    /** The server's list: filtered by read state, paged by an offset cursor. */
    list: async ({ urlParams }: { urlParams: NotificationListParams }) => {
      server.asked.push(urlParams)
      const matching = server.notes.filter((n) => urlParams.isRead === undefined || String(n.isRead) === urlParams.isRead)
      return pageOf(matching, urlParams)
    },
    unreadCount: async () => server.unread ?? { count: server.notes.filter((n) => !n.isRead).length }
  }
}
vi.mock("../../api/client", () => ({ call: (ask: (api: typeof fakeApi) => Promise<unknown>) => ask(fakeApi) }))

beforeEach(() => {
  server.notes = Array.from({ length: 30 }, (_, i) => note(i, i % 3 === 0))
  server.asked = []
  server.unread = null
})
afterEach(cleanup)

const shownTitles = () =>
  within(screen.getByRole("list", { name: "Notifications" }))
    .getAllByText(/^Title \d+$/)
    .map((title) => title.textContent)

describe("Notification Centre paged on the server (issue 36 item 2)", () => {
  it("given 30 notifications, when the next page is asked, then the server is asked with the first page's cursor and the rest show", async () => {
    renderSignedIn(testUser("USER"), <NotificationCentrePage />)
    await screen.findByRole("tab", { name: "All (30)" })
    await screen.findByRole("tab", { name: "Unread (20)" })
    await waitFor(() => expect(shownTitles()).toHaveLength(25))
    fireEvent.click(screen.getByRole("button", { name: "Go to next page" }))
    await waitFor(() => expect(shownTitles()).toEqual(["Title 25", "Title 26", "Title 27", "Title 28", "Title 29"]), { timeout: 5000 })
    expect(server.asked.at(-1)).toMatchObject({ limit: 25, cursor: "25" })
  })

  it("given more unread than the server counts, then the Unread tab says '1,000+'", async () => {
    server.unread = { count: 1000, capped: true }
    renderSignedIn(testUser("USER"), <NotificationCentrePage />)
    await screen.findByRole("tab", { name: "Unread (1,000+)" })
  })

  it("when the Unread tab is chosen, then the server is asked isRead=false and only unread ones show", async () => {
    renderSignedIn(testUser("USER"), <NotificationCentrePage />)
    fireEvent.click(await screen.findByRole("tab", { name: /^Unread/ }))
    await waitFor(() => expect(server.asked.at(-1)).toMatchObject({ isRead: "false" }))
    await waitFor(() => expect(shownTitles()).not.toContain("Title 0"))
  })
})
