// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react"
import { NotificationTypes, type Notification } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderAt, testUser } from "../../testing/render"
import { MessagesPopover } from "./MessagesPopover"

const note = (id: string, type: string, title: string, isRead: boolean, createdAt: string): Notification =>
  ({ id, type, title, message: `${title}: text`, isRead, createdAt, linkUrl: null }) as Notification

// two direct messages (one unread) and an approval notification
vi.mock("../../api/queries/notifications", async (original) => {
  const real = await original<typeof import("../../api/queries/notifications")>()
  return {
    ...real,
    notificationsQuery: {
      ...real.notificationsQuery,
      queryFn: async () => [
        { ...note("n-1", NotificationTypes.directMessage, "Kiln 2 readings", false, "2026-11-21T09:00:00.000Z"), sender: { id: "u-2", name: "Amina Tester" } },
        note("n-2", NotificationTypes.approvalRequested, "Approval requested", false, "2026-11-21T10:00:00.000Z"),
        note("n-3", NotificationTypes.directMessage, "Older note", true, "2026-11-20T09:00:00.000Z")
      ]
    }
  }
})

afterEach(cleanup)

describe("the top bar's envelope", () => {
  it("given direct messages, then the envelope counts the unread ones and lists the messages, newest first, instead of 'coming soon'", async () => {
    renderAt(<MessagesPopover user={testUser("USER")} />, "/dashboard")
    fireEvent.click(await screen.findByRole("button", { name: "Messages: 1 unread" }, { timeout: 10_000 }))
    const list = await screen.findByRole("list", { name: "Messages list" })
    const items = within(list).getAllByRole("listitem")
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByText("Kiln 2 readings: text")).toBeTruthy()
    // a message names who sent it (issue 24 item 15); one stored before senders were recorded names no one
    expect(within(items[0]!).getByText("From Amina Tester")).toBeTruthy()
    expect(within(items[1]!).queryByText(/^From /)).toBeNull()
    expect(within(items[1]!).getByText("Older note: text")).toBeTruthy()
    expect(screen.queryByText("Approval requested")).toBeNull()
    expect(screen.queryByText("Internal messaging feature coming soon")).toBeNull()
  })
})
