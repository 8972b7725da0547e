import { TransferId, TransferMessages, WarehouseId, WoodTypeId, type Transfer, UserId, type TransferStatus, type User } from "@timber/contracts"
import { PermissionTemplates } from "@timber/domain/permissions/templates"
import { describe, expect, it } from "vitest"
import { decisionNote, filterParams, offeredActions } from "./transfer-list"

const transfer = (id: string, status: TransferStatus, extra: Partial<Transfer> = {}): Transfer => ({
  id: TransferId.make(id),
  transferNumber: `TR-2026-000${id}`,
  status,
  transferDate: "2026-11-28T08:00:00.000Z",
  notes: null,
  fromWarehouseId: WarehouseId.make("w1"),
  toWarehouseId: WarehouseId.make("w2"),
  fromWarehouse: { id: WarehouseId.make("w1"), name: "Main Yard", code: "WH-1" },
  toWarehouse: { id: WarehouseId.make("w2"), name: "Kiln Site", code: "WH-2" },
  items: [
    {
      id: "i",
      woodTypeId: WoodTypeId.make("wt"),
      woodType: { id: WoodTypeId.make("wt"), name: "Mvule" },
      thickness: '1"',
      quantity: 3,
      woodStatus: "DRIED",
      remarks: null
    }
  ],
  createdBy: { id: UserId.make("u-clerk"), name: "Clerk" },
  createdAt: "2026-11-28T08:00:00.000Z",
  approvedBy: null,
  approvedAt: null,
  completedAt: null,
  rejectionReason: null,
  history: [],
  ...extra
})
const user = (id: string, role: "ADMIN" | "MANAGER" | "USER"): User => ({
  id,
  email: `${id}@t`,
  role,
  permissions: PermissionTemplates[role],
  firstName: id,
  lastName: "",
  isActive: true,
  failedLoginAttempts: 0,
  accountLockedAt: null,
  user_metadata: { full_name: "" },
  avatar_url: null,
  createdAt: "",
  version: "0"
})

const all = [
  transfer("1", "PENDING"),
  transfer("2", "APPROVED", { notes: "Truck 7" }),
  transfer("3", "IN_TRANSIT"),
  transfer("4", "COMPLETED", { toWarehouse: { id: WarehouseId.make("w3"), name: "Dar Depot", code: "DAR-1" } }),
  transfer("5", "REJECTED")
]

describe("wood transfer list", () => {
  it("each chip asks the server for its statuses: Pending Approval the PENDING, In Transit APPROVED plus IN_TRANSIT, Completed, All none", () => {
    expect(filterParams("pending")).toEqual({ status: ["PENDING"] })
    expect(filterParams("inTransit")).toEqual({ status: ["APPROVED", "IN_TRANSIT"] })
    expect(filterParams("completed")).toEqual({ status: ["COMPLETED"] })
    expect(filterParams("all")).toEqual({})
  })

  it("row actions by status and role: Approve/Reject on PENDING for a manager or admin who did not create it; Mark Received on APPROVED/IN_TRANSIT for anyone but its sender; Edit and Notify on COMPLETED for ADMIN only", () => {
    const offered = (u: User) => all.map((t) => `${t.status}:${offeredActions(t, u).join("+")}`)
    expect(offered(user("u-boss", "MANAGER"))).toEqual(["PENDING:approve+reject", "APPROVED:receive", "IN_TRANSIT:receive", "COMPLETED:", "REJECTED:"])
    // the sender (u-clerk created every one) neither decides nor marks received: the destination does
    expect(offered(user("u-clerk", "MANAGER"))).toEqual(["PENDING:", "APPROVED:", "IN_TRANSIT:", "COMPLETED:", "REJECTED:"])
    expect(offered(user("u-admin", "ADMIN"))).toEqual([
      "PENDING:approve+reject",
      "APPROVED:receive",
      "IN_TRANSIT:receive",
      "COMPLETED:edit+notify",
      "REJECTED:"
    ])
    expect(offered(user("u-worker", "USER"))).toEqual(["PENDING:", "APPROVED:", "IN_TRANSIT:", "COMPLETED:", "REJECTED:"])
  })

  it("given an approved transfer, when its sender looks at it, then the card says who must mark it received instead of a silent gap", () => {
    expect(decisionNote(all[1]!, user("u-clerk", "MANAGER"))).toBe(TransferMessages.ownDelivery("Kiln Site"))
    expect(decisionNote(all[1]!, user("u-boss", "MANAGER"))).toBeNull()
    expect(decisionNote(all[1]!, user("u-worker", "USER"))).toBeNull()
  })
})
