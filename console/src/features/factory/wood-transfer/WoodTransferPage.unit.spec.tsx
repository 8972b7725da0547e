// @vitest-environment jsdom
import { listCountOf } from "../../../lib/list-count"
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { TransferId, UserId, WarehouseId, WoodTypeId, type Transfer, type TransferStatus, type User } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { expectOnlyPermittedActions, usersOfEveryRole, type ActionInventory } from "../../../testing/offered-actions"
import { renderSignedIn } from "../../../testing/render"
import WoodTransferPage from "./WoodTransferPage"
import { pageOf } from "../../../testing/paged-server"

const transfer = (n: number, status: TransferStatus, createdById = "someone-else", items = 1): Transfer => ({
  id: TransferId.make(`t${n}`),
  transferNumber: `TR-2026-000${n}`,
  status,
  transferDate: "2026-11-28T08:00:00.000Z",
  notes: null,
  fromWarehouseId: WarehouseId.make("w1"),
  toWarehouseId: WarehouseId.make("w2"),
  fromWarehouse: { id: WarehouseId.make("w1"), name: "Main Yard", code: "WH-1" },
  toWarehouse: { id: WarehouseId.make("w2"), name: "Kiln Site", code: "WH-2" },
  items: Array.from({ length: items }, (_, i) => ({
    id: `i${i}`,
    woodTypeId: WoodTypeId.make("wt"),
    woodType: { id: WoodTypeId.make("wt"), name: `Wood ${i + 1}` },
    thickness: '1"',
    quantity: 3,
    woodStatus: "DRIED" as const,
    remarks: null
  })),
  createdBy: { id: UserId.make(createdById), name: "Someone" },
  createdAt: "2026-11-28T08:00:00.000Z",
  approvedBy: null,
  approvedAt: null,
  completedAt: null,
  rejectionReason: null,
  history: []
})

// a pending transfer of another's, one of the MANAGER's own, one on its way, one completed, one rejected
const TRANSFERS = [
  transfer(1, "PENDING", "someone-else", 5),
  transfer(2, "PENDING", "manager-1"),
  transfer(3, "IN_TRANSIT"),
  transfer(4, "COMPLETED"),
  transfer(5, "REJECTED")
]

let transfers: ReadonlyArray<Transfer> = TRANSFERS
type Asked = { id?: string; status?: TransferStatus | ReadonlyArray<TransferStatus>; limit: number; cursor?: string }
/** The server's answer: the transfers of the statuses asked for, a page of `limit`, with a cursor when more follow. */
const fetchTransferPage = vi.fn(async (params: Asked) => {
  const statuses = params.status === undefined ? null : typeof params.status === "string" ? [params.status] : params.status
  const matching = transfers.filter((t) => (statuses === null || statuses.includes(t.status)) && (params.id === undefined || t.id === params.id))
  return pageOf(matching, params)
})
vi.mock("../../../api/queries/transfers", async (original) => {
  const api = await original<typeof import("../../../api/queries/transfers")>()
  return {
    ...api,
    fetchTransferPage: (params: Asked) => fetchTransferPage(params),
    // the chips count from the same server answer: the total of a one-row page of their statuses
    transferCountQuery: (filters: Omit<Asked, "limit">) => ({
      ...api.transferCountQuery(filters as never),
      queryFn: async () => listCountOf(await fetchTransferPage({ ...filters, limit: 1 }))
    }),
    // a linked transfer is read by its id from the same server answer
    linkedTransferQuery: (id: string) => ({
      ...api.linkedTransferQuery(id),
      queryFn: async () => (await fetchTransferPage({ id, limit: 1 })).items[0] ?? null
    })
  }
})

afterEach(() => {
  cleanup()
  fetchTransferPage.mockClear()
  transfers = TRANSFERS
})

/** The screen once the first page of cards has come back from the server. */
const renderAs = async (user: User) => {
  renderSignedIn(user, <WoodTransferPage />)
  await screen.findAllByRole("button", { name: "View Details" }, { timeout: 10_000 })
}

/** Every control of Wood Transfers: chips, expand and View Details read; the rest write. */
const TRANSFERS_SCREEN: ActionInventory = {
  reads: [/^(Pending Approval|In Transit|Completed|All Transfers) \(\d+\)$/, "View Details", /^(Expand|Collapse) TR-/],
  writes: [
    ["New Transfer", "createTransfer"],
    ["Approve", "decideTransfer"],
    ["Reject", "decideTransfer"],
    ["Mark Received", "receiveTransfer"],
    ["Edit", "editTransfer"],
    ["Notify", "notifyTransfer"]
  ]
}

describe("Wood Transfers offers each role only what the permission model lets it do", () => {
  for (const user of usersOfEveryRole()) {
    it(`as ${user.role}: every control is classified and every write offered is permitted`, async () => {
      await renderAs(user)
      expectOnlyPermittedActions(user, TRANSFERS_SCREEN)
      const offered = (name: string) => screen.queryAllByRole("button", { name }).length
      // approve/reject: the pending transfer of another for a MANAGER or ADMIN; never the MANAGER's own
      expect(offered("Approve")).toBe(user.role === "USER" ? 0 : user.role === "MANAGER" ? 1 : 2)
      expect(offered("Edit") + offered("Notify")).toBe(user.role === "ADMIN" ? 2 : 0)
    })
  }

  it("a card shows three items, then '+N more'; the chips count PENDING, APPROVED + IN_TRANSIT, COMPLETED, all (the server's totals)", async () => {
    await renderAs(usersOfEveryRole()[2]!)
    expect(screen.getByText("+2 more")).toBeTruthy()
    for (const chip of ["Pending Approval (2)", "In Transit (1)", "Completed (1)", "All Transfers (5)"])
      expect(await screen.findByRole("button", { name: chip }, { timeout: 10_000 })).toBeTruthy()
  })
})

describe("every transfer is reachable: the chips and the pages are asked of the server (issue 36 item 2)", () => {
  const many = Array.from({ length: 12 }, (_, i) => transfer(i + 10, i < 9 ? "COMPLETED" : "IN_TRANSIT"))

  it("given 12 transfers, when the next page is asked, then the server is asked with the first page's cursor and shows the older two", async () => {
    transfers = many
    await renderAs(usersOfEveryRole()[0]!)
    expect(screen.getAllByRole("button", { name: "View Details" })).toHaveLength(10)
    fireEvent.click(screen.getByRole("button", { name: /next page/i }))
    await waitFor(() => expect(fetchTransferPage).toHaveBeenCalledWith(expect.objectContaining({ cursor: "10", limit: 10 })), { timeout: 10_000 })
    await waitFor(() => expect(screen.getAllByRole("button", { name: "View Details" })).toHaveLength(2), { timeout: 10_000 })
  })

  it("given transfers on their way, when In Transit is chosen, then the server is asked for APPROVED and IN_TRANSIT ones", async () => {
    transfers = many
    await renderAs(usersOfEveryRole()[0]!)
    fireEvent.click(await screen.findByRole("button", { name: "In Transit (3)" }, { timeout: 10_000 }))
    await waitFor(() => expect(fetchTransferPage).toHaveBeenCalledWith(expect.objectContaining({ status: ["APPROVED", "IN_TRANSIT"], limit: 10 })), {
      timeout: 10_000
    })
    await waitFor(() => expect(screen.getAllByRole("button", { name: "View Details" })).toHaveLength(3), { timeout: 10_000 })
  })

  it("given a link to a transfer older than the first page (?transfer=<id>), then it is read by its id and its details open", async () => {
    transfers = many
    renderSignedIn(usersOfEveryRole()[0]!, <WoodTransferPage />, "/?transfer=t21")
    await waitFor(() => expect(fetchTransferPage).toHaveBeenCalledWith(expect.objectContaining({ id: "t21" })), { timeout: 10_000 })
    expect(await screen.findByRole("dialog", { name: "Transfer Details — TR-2026-00021" }, { timeout: 10_000 })).toBeTruthy()
    expect(fetchTransferPage).toHaveBeenCalledWith(expect.objectContaining({ id: "t21", limit: 1 }))
  })
})
