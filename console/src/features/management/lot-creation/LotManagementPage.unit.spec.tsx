// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import type { User, LotDto } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { expectOnlyPermittedActions, permittedOf, usersOfEveryRole, type ActionInventory } from "../../../testing/offered-actions"
import { renderSignedIn, testLot, testUser } from "../../../testing/render"
import LotManagementPage from "./LotManagementPage"

const lot = testLot

const shown: { lots: LotDto[] } = { lots: [] }
vi.mock("../../../api/queries/lots", async (original) => ({
  ...(await original<typeof import("../../../api/queries/lots")>()),
  // the server's page: every LOT shown fits on it
  fetchLotPage: async () => ({ items: shown.lots, nextCursor: null, total: shown.lots.length })
}))
vi.mock("../../../api/queries/wood-types", async (original) => ({
  ...(await original<typeof import("../../../api/queries/wood-types")>()),
  useWoodTypes: () => ({ data: [], isLoading: false, error: null })
}))

afterEach(cleanup)

/** The screen as `user` sees it once the server's first page is in. */
const renderAs = async (user: User, lots: LotDto[]) => {
  shown.lots = lots
  const rendered = renderSignedIn(user, <LotManagementPage />)
  await screen.findByRole("button", { name: lots[0]!.lotNumber }, { timeout: 10_000 })
  return rendered
}

/** The action buttons of one LOT's row, by their names (Edit, Lock, Reopen, Delete). */
const actionsOf = (lotNumber: string) => {
  const row = screen.getAllByRole("row").find((r) => within(r).queryByText(lotNumber) !== null)
  if (!row) throw new Error(`no row for ${lotNumber}`)
  return within(row)
    .queryAllByRole("button")
    .map((b) => b.getAttribute("aria-label") ?? "")
    .filter((label) => label.endsWith(` ${lotNumber}`))
    .map((label) => label.slice(0, -lotNumber.length - 1))
}

describe("LOT row actions follow the LOT lifecycle", () => {
  it("given an ADMIN, a PENDING LOT offers Edit, Lock and Delete; a COMPLETED (locked) one only Reopen, never Edit", async () => {
    await renderAs(testUser("ADMIN"), [lot("LOT-P", "PENDING"), lot("LOT-C", "COMPLETED"), lot("LOT-X", "PROCESSING")])
    expect(actionsOf("LOT-P")).toEqual(["Edit", "Lock", "Delete"])
    expect(actionsOf("LOT-C")).toEqual(["Reopen"])
    expect(actionsOf("LOT-X")).toEqual(["Edit", "Lock"])
  })

  it("given an ADMIN clicking Lock, then a dialog asks first: Cancel sends nothing, Lock sends the lock", async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify(lot("LOT-P", "COMPLETED")), { headers: { "content-type": "application/json" } })
    )
    vi.stubGlobal("fetch", fetch)
    try {
      await renderAs(testUser("ADMIN"), [lot("LOT-P", "PENDING")])
      const patches = () => fetch.mock.calls.filter(([, init]) => init?.method === "PATCH")
      fireEvent.click(screen.getByRole("button", { name: "Lock LOT-P" }))
      const asked = await screen.findByRole("dialog", { name: "Lock LOT" })
      expect(asked.textContent).toContain("Lock LOT LOT-P?")
      expect(patches()).toHaveLength(0)
      fireEvent.click(within(asked).getByRole("button", { name: "Cancel" }))
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Lock LOT" })).toBeNull())
      expect(patches()).toHaveLength(0)

      fireEvent.click(screen.getByRole("button", { name: "Lock LOT-P" }))
      fireEvent.click(within(await screen.findByRole("dialog", { name: "Lock LOT" })).getByRole("button", { name: "Lock" }))
      await waitFor(() => expect(patches()).toHaveLength(1))
      const [url, init] = patches()[0]!
      expect(String(url)).toContain("/management/wood-receipts/id-LOT-P")
      const body = init?.body
      expect(JSON.parse(typeof body === "string" ? body : new TextDecoder().decode(body as Uint8Array))).toMatchObject({ status: "COMPLETED" })
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it("given a MANAGER, no LOT offers Lock or Reopen (admins only), and a locked LOT offers nothing", async () => {
    await renderAs(testUser("MANAGER"), [lot("LOT-P", "PENDING"), lot("LOT-C", "COMPLETED")])
    expect(actionsOf("LOT-P")).toEqual(["Edit", "Delete"])
    expect(actionsOf("LOT-C")).toEqual([])
  })
})

/** Every control of the LOT screen: the LOT number opens its traceability (a read); the rest write. */
const LOT_SCREEN: ActionInventory = {
  reads: [/^LOT-/],
  writes: [
    ["Create LOT", "createLot"],
    [/^Edit LOT-/, "editLot"],
    [/^Lock LOT-/, "lockLot"],
    [/^Reopen LOT-/, "reopenLot"],
    [/^Delete LOT-/, "deleteLot"]
  ]
}

describe("the LOT screen offers each role only what the permission model lets it do (issue 24 item 13)", () => {
  for (const user of usersOfEveryRole()) {
    it(`as ${user.role}: every control is classified, every write offered is permitted, and every permitted write is offered`, async () => {
      await renderAs(user, [lot("LOT-P", "PENDING"), lot("LOT-C", "COMPLETED")])
      const offered = expectOnlyPermittedActions(user, LOT_SCREEN)
      expect(offered).toEqual(permittedOf(user, ["createLot", "editLot", "lockLot", "reopenLot", "deleteLot"]))
    })
  }

  it("a USER is offered neither Create LOT nor any row action: only the LOT numbers, which open traceability", async () => {
    await renderAs(testUser("USER"), [lot("LOT-P", "PENDING")])
    expect(screen.queryByRole("button", { name: "Create LOT" })).toBeNull()
    expect(actionsOf("LOT-P")).toEqual([])
    expect(screen.getByRole("button", { name: "LOT-P" })).toBeTruthy()
    expect(screen.queryByRole("columnheader", { name: "Actions" })).toBeNull()
  })

  it("given a USER granted LOT create only, then Create LOT is offered and still no row action", async () => {
    const base = testUser("USER")
    const user = { ...base, permissions: { ...base.permissions, "lot-creation": { ...base.permissions["lot-creation"], create: true } } }
    await renderAs(user, [lot("LOT-P", "PENDING")])
    expect(screen.getByRole("button", { name: "Create LOT" })).toBeTruthy()
    expect(actionsOf("LOT-P")).toEqual([])
  })
})

describe("long text in the LOT table", () => {
  it("given a LOT number and supplier longer than their columns, each shows one line with the whole value as its tooltip", async () => {
    const longLot = `LOT-${"9".repeat(60)}`
    const longSupplier = "Sao-Hill-Forest-Plantation-Cooperative-of-the-Southern-Highlands-Region"
    await renderAs(testUser("ADMIN"), [lot(longLot, "PENDING", { supplier: longSupplier })])
    for (const value of [longLot, longSupplier]) {
      const cell = screen.getByLabelText(value)
      expect(cell.textContent).toBe(value)
      expect(getComputedStyle(cell).textOverflow).toBe("ellipsis")
      expect(getComputedStyle(cell).whiteSpace).toBe("nowrap")
    }
  })
})
