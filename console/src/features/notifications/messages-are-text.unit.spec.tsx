// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react"
import { NotificationTypes, type Notification } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderAt, testUser } from "../../testing/render"
import { MessagesPopover } from "../shell/MessagesPopover"
import { NotificationsPopover } from "../shell/NotificationsPopover"
import { NotificationRow } from "./components/NotificationRow"

/**
 * Issue 38 item 7: a direct message is text. Whatever a colleague types, markup included, every
 * place that shows a message (the Notification Centre's row, the top bar's envelope and bell)
 * shows the characters as typed and never lets the browser read them as HTML.
 */
const HTML_BODY = "<img src=x onerror=alert(1)>"
const HTML_TITLE = "<b>Kiln 2</b>"

const message: Notification = {
  id: "n-html",
  type: NotificationTypes.directMessage,
  title: HTML_TITLE,
  message: HTML_BODY,
  isRead: false,
  createdAt: "2026-12-07T09:00:00.000Z",
  linkUrl: null,
  sender: { id: "u-2", name: "Amina Tester" }
} as Notification

vi.mock("../../api/queries/notifications", async (original) => {
  const real = await original<typeof import("../../api/queries/notifications")>()
  return { ...real, notificationsQuery: { ...real.notificationsQuery, queryFn: async () => [message] } }
})
vi.mock("../../api/queries/lots", async (original) => {
  const real = await original<typeof import("../../api/queries/lots")>()
  return { ...real, lotAlertsQuery: { ...real.lotAlertsQuery, queryFn: async () => ({ awaitingConfirmation: [], pendingDelivery: [], slicing: [] }) } }
})

afterEach(cleanup)

/** The message reads as typed, and no element the markup names was made. */
const expectShownAsText = (where: HTMLElement) => {
  expect(within(where).getByText(HTML_BODY)).toBeTruthy()
  expect(within(where).getByText(HTML_TITLE)).toBeTruthy()
  expect(where.querySelector("img")).toBeNull()
  expect(where.querySelector("b")).toBeNull()
}

describe("a direct message holding HTML", () => {
  it("given a message whose body is an <img onerror> tag, when the Notification Centre lists it, then the row shows the tag's text and holds no img element", () => {
    const { container } = renderAt(
      <ul>
        <NotificationRow notification={message} selected={false} onToggle={() => {}} onOpen={() => {}} onDelete={() => {}} />
      </ul>
    )
    expectShownAsText(container)
  })

  it("given the same message, when the top bar's envelope is opened, then it lists the tag's text and no img element", async () => {
    renderAt(<MessagesPopover user={testUser("USER")} />, "/dashboard")
    fireEvent.click(await screen.findByRole("button", { name: "Messages: 1 unread" }, { timeout: 10_000 }))
    expectShownAsText(await screen.findByRole("list", { name: "Messages list" }))
  })

  it("given the same message, when the bell is opened, then it lists the tag's text and no img element", async () => {
    renderAt(<NotificationsPopover user={testUser("USER")} />, "/dashboard")
    fireEvent.click(await screen.findByRole("button", { name: /^Notifications: 1 / }, { timeout: 10_000 }))
    const entry = (await screen.findByText(HTML_BODY, undefined, { timeout: 10_000 })).closest("li")!
    expectShownAsText(entry)
  })
})
