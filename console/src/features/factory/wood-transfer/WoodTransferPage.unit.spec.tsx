// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react"
import { TransferId, UserId, WarehouseId, WoodTypeId, type Transfer, type TransferStatus } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { expectOnlyPermittedActions, usersOfEveryRole, type ActionInventory } from "../../../testing/offered-actions"
import { renderSignedIn } from "../../../testing/render"
import WoodTransferPage from "./WoodTransferPage"

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

vi.mock("./api/transfers", async (original) => ({
  ...(await original<typeof import("./api/transfers")>()),
  useTransfers: () => ({ data: TRANSFERS, isLoading: false, isError: false, error: null })
}))

afterEach(cleanup)

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
    it(`as ${user.role}: every control is classified and every write offered is permitted`, () => {
      renderSignedIn(user, <WoodTransferPage />)
      expectOnlyPermittedActions(user, TRANSFERS_SCREEN)
      const offered = (name: string) => screen.queryAllByRole("button", { name }).length
      // approve/reject: the pending transfer of another for a MANAGER or ADMIN; never the MANAGER's own
      expect(offered("Approve")).toBe(user.role === "USER" ? 0 : user.role === "MANAGER" ? 1 : 2)
      expect(offered("Edit") + offered("Notify")).toBe(user.role === "ADMIN" ? 2 : 0)
    })
  }

  it("a card shows three items, then '+N more'; the chips count PENDING, APPROVED + IN_TRANSIT, COMPLETED, all", () => {
    renderSignedIn(usersOfEveryRole()[2]!, <WoodTransferPage />)
    expect(screen.getByText("+2 more")).toBeTruthy()
    for (const chip of ["Pending Approval (2)", "In Transit (1)", "Completed (1)", "All Transfers (5)"])
      expect(screen.getByRole("button", { name: chip })).toBeTruthy()
  })
})
