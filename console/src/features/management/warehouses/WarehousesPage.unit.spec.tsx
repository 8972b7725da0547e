// @vitest-environment jsdom
import { cleanup } from "@testing-library/react"
import type { Warehouse } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { expectOnlyPermittedActions, permittedOf, usersOfEveryRole, type ActionInventory } from "../../../testing/offered-actions"
import { renderSignedIn } from "../../../testing/render"
import WarehousesPage from "./WarehousesPage"

const warehouse = (code: string, status: Warehouse["status"]): Warehouse => ({
  id: `wh-${code}`,
  code,
  name: `Yard ${code}`,
  address: null,
  contactPerson: null,
  stockControlEnabled: true,
  requiresApproval: false,
  status,
  assignedUsers: [],
  createdAt: "2026-11-21T08:00:00.000Z",
  updatedAt: "2026-11-21T08:00:00.000Z",
  version: "0",
  _count: { stock: 0 }
})

vi.mock("../../../api/queries/warehouses", async (original) => ({
  ...(await original<typeof import("../../../api/queries/warehouses")>()),
  useWarehouses: () => ({ data: [warehouse("WH-A", "ACTIVE"), warehouse("WH-Z", "ARCHIVED")], isLoading: false, error: null })
}))

afterEach(cleanup)

/** Every control of Warehouse Management: Show Archived reads; the rest write (archive, restore and assigning are edits). */
const WAREHOUSES_SCREEN: ActionInventory = {
  reads: ["Show Archived"],
  writes: [
    ["Add Warehouse", "createWarehouse"],
    [/^Edit warehouse /, "editWarehouse"],
    [/^Assign users to warehouse /, "editWarehouse"],
    [/^Archive warehouse /, "editWarehouse"],
    [/^Restore warehouse /, "editWarehouse"]
  ]
}

describe("Warehouse Management offers each role only what the permission model lets it do (issue 24 item 13)", () => {
  for (const user of usersOfEveryRole()) {
    it(`as ${user.role}: every control is classified, every write offered is permitted, and every permitted write is offered`, () => {
      renderSignedIn(user, <WarehousesPage />)
      const offered = expectOnlyPermittedActions(user, WAREHOUSES_SCREEN)
      expect(offered).toEqual(permittedOf(user, ["createWarehouse", "editWarehouse"]))
    })
  }
})
