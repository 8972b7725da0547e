// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { NewsletterMessages, type SubscriberList } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { expectOnlyPermittedActions, permittedOf, usersOfEveryRole, type ActionInventory } from "../../../testing/offered-actions"
import { permits } from "../../../lib/write-actions"
import { renderSignedIn } from "../../../testing/render"
import NewsletterClientsPage from "./NewsletterClientsPage"

const list: { current: SubscriberList } = {
  current: {
    nextCursor: null,
    total: 2,
    items: [
      {
        id: "s1",
        email: "amina@example.com",
        source: "coming-soon",
        status: "active",
        subscribedAt: "2026-11-28T09:05:00Z",
        unsubscribePath: "/unsubscribe?token=a",
        version: "0"
      },
      {
        id: "s2",
        email: "baraka@example.com",
        source: "coming-soon",
        status: "unsubscribed",
        subscribedAt: "2026-11-27T15:30:00Z",
        unsubscribePath: "/unsubscribe?token=b",
        version: "1"
      }
    ],
    stats: { total: 2, active: 1, unsubscribed: 1 }
  }
}

const served = vi.fn(async (_params: { q?: string }) => list.current)
vi.mock("./api/subscribers-api", async (original) => ({
  ...(await original<typeof import("./api/subscribers-api")>()),
  fetchSubscriberPage: (params: { q?: string }) => served(params)
}))

afterEach(cleanup)

const CLIENTS_SCREEN: ActionInventory = {
  reads: ["Search by email"],
  // an unsubscribe link unsubscribes whoever it names: only who manages the list is offered one
  writes: [
    [/^Delete /, "deleteSubscriber"],
    [/^Copy the unsubscribe link of /, "copyUnsubscribeLink"]
  ]
}

describe("Newsletter Clients offers each role only what the permission model lets it do", () => {
  for (const user of usersOfEveryRole()) {
    it(`as ${user.role}: every control is classified, every write offered is permitted, and every permitted write is offered`, async () => {
      renderSignedIn(user, <NewsletterClientsPage />)
      await screen.findByText("amina@example.com", undefined, { timeout: 10_000 })
      const offered = expectOnlyPermittedActions(user, CLIENTS_SCREEN)
      expect(offered).toEqual(permittedOf(user, ["deleteSubscriber", "copyUnsubscribeLink"]))
      // a reader who does not manage the list is told why the addresses look as they do
      expect(screen.queryByText(NewsletterMessages.addressesMasked) !== null).toBe(!permits(user, "copyUnsubscribeLink"))
    })
  }
})

describe("Newsletter Clients' list", () => {
  it("shows the spec's title, counts and each subscriber's status", async () => {
    renderSignedIn(usersOfEveryRole()[2]!, <NewsletterClientsPage />)
    expect(screen.getByRole("heading", { level: 1, name: "Newsletter Clients" })).toBeTruthy()
    expect(screen.getByText("Total Subscribers")).toBeTruthy()
    const row = (await screen.findByText("baraka@example.com")).closest('[role="row"]')!
    expect(row.textContent).toContain("Unsubscribed")
  })

  it("when the user searches, then the server is asked for the text (q): the page holds no other rows to filter", async () => {
    renderSignedIn(usersOfEveryRole()[2]!, <NewsletterClientsPage />)
    await screen.findByText("amina@example.com", undefined, { timeout: 10_000 })
    fireEvent.change(screen.getByLabelText("Search by email"), { target: { value: "baraka" } })
    await waitFor(() => expect(served).toHaveBeenCalledWith(expect.objectContaining({ q: "baraka" })), { timeout: 5_000 })
  })

  it("with nobody yet, says where subscribers come from", async () => {
    list.current = { items: [], nextCursor: null, total: 0, stats: { total: 0, active: 0, unsubscribed: 0 } }
    renderSignedIn(usersOfEveryRole()[2]!, <NewsletterClientsPage />)
    expect(
      await screen.findByText("No subscribers yet. They will appear here when users sign up on the Coming Soon page.", undefined, { timeout: 10_000 })
    ).toBeTruthy()
  })
})
