// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react"
import { NotificationMessages } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderAt, testUser } from "../../testing/render"
import { NotificationsPopover } from "./NotificationsPopover"

// the server has not answered yet (and will not, in this test)
vi.mock("../../api/queries/notifications", async (original) => {
  const real = await original<typeof import("../../api/queries/notifications")>()
  return { ...real, notificationsQuery: { ...real.notificationsQuery, queryFn: () => new Promise<never>(() => undefined) } }
})
vi.mock("../../api/queries/lots", async (original) => {
  const real = await original<typeof import("../../api/queries/lots")>()
  return { ...real, lotAlertsQuery: { ...real.lotAlertsQuery, queryFn: () => new Promise<never>(() => undefined) } }
})

afterEach(cleanup)

describe("the bell while its list loads", () => {
  it("given the notifications have not arrived, when the bell is opened, then it says it is loading, never 'No notifications' or 'You have 0 notifications'", async () => {
    renderAt(<NotificationsPopover user={testUser("ADMIN")} />, "/dashboard")
    fireEvent.click(await screen.findByRole("button", { name: /^Notifications: / }))
    expect(await screen.findByText("Loading notifications…")).toBeTruthy()
    expect(screen.queryByText(NotificationMessages.empty)).toBeNull()
    expect(screen.queryByText(NotificationMessages.heading(0))).toBeNull()
  })
})
