// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { expectOnlyPermittedActions, permittedOf, usersOfEveryRole, type ActionInventory } from "../../../testing/offered-actions"
import { renderSignedIn } from "../../../testing/render"
import AssetDetailPage from "./AssetDetailPage"

const shown = vi.hoisted(() => ({ assigned: false, missing: false }))

vi.mock("../../../api/queries/assets", async (original) => {
  const { anAsset: asset } = await import("../../../testing/assets")
  return {
    ...(await original<typeof import("../../../api/queries/assets")>()),
    useAsset: () => ({
      data: shown.missing ? null : asset("UD-0001", shown.assigned ? { assignedToTeam: "Joinery", assignmentDate: "2026-11-20T08:00:00.000Z" } : {}),
      isLoading: false,
      isError: false
    })
  }
})

afterEach(() => {
  cleanup()
  shown.assigned = false
  shown.missing = false
})

/** Every control of the asset detail: its tabs and the shared QR card read; Edit, Delete, Assign and Return write. */
const DETAIL_SCREEN: ActionInventory = {
  reads: ["Back to Assets", "Overview", "Purchase & Warranty", "Maintenance", "Documents", "Assignment History", /^Download/],
  writes: [
    ["Edit", "editAsset"],
    ["Delete", "deleteAsset"],
    ["Assign Asset", "assignAsset"],
    ["Return Asset", "assignAsset"]
  ]
}

describe("the asset detail offers each role only what the permission model lets it do", () => {
  for (const user of usersOfEveryRole()) {
    it(`as ${user.role}: every control is classified, every write offered is permitted, and every permitted write is offered`, () => {
      renderSignedIn(user, <AssetDetailPage />)
      const offered = expectOnlyPermittedActions(user, DETAIL_SCREEN)
      expect(offered).toEqual(permittedOf(user, ["editAsset", "deleteAsset", "assignAsset"]))
    })
  }

  it("offers Return Asset while it is out and Assign Asset when it is back", () => {
    const [, manager] = usersOfEveryRole()
    shown.assigned = true
    renderSignedIn(manager!, <AssetDetailPage />)
    expect(screen.getByText("Team: Joinery")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Return Asset" })).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Assign Asset" })).toBeNull()
    cleanup()
    shown.assigned = false
    renderSignedIn(manager!, <AssetDetailPage />)
    expect(screen.getByText("Not assigned")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Assign Asset" })).toBeTruthy()
  })

  it("says 'Asset not found' for an id the server does not know", () => {
    shown.missing = true
    renderSignedIn(usersOfEveryRole()[0]!, <AssetDetailPage />)
    expect(screen.getByRole("heading", { level: 1, name: "Asset not found" })).toBeTruthy()
  })
})
