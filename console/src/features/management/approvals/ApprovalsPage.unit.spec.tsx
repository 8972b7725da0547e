// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react"
import { ApprovalMessages, SELF_DECISION_MESSAGE, type ApprovalRequestDto, type ApprovalRuleDto, type User } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { expectOnlyPermittedActions, permittedOf, usersOfEveryRole, type ActionInventory } from "../../../testing/offered-actions"
import { renderSignedIn, testUser } from "../../../testing/render"
import ApprovalsPage from "./ApprovalsPage"

const request: ApprovalRequestDto = {
  id: "req-00000001",
  type: "WoodSlicer",
  status: "pending",
  created_at: "2026-11-21T08:00:00.000Z",
  operation_id: "op-1",
  operation: { serial_number: "SL-1", waste_percentage: 31, wood_type: { name: "Mvule" } },
  requestor: { email: "clerk@timber.works", id: "u-requestor" },
  notes: null,
  approver_id: "manager-1",
  decided_at: null,
  decided_by: null,
  details: null,
  trigger: null
}
const rule: ApprovalRuleDto = {
  id: "rule-1",
  module: "WoodSlicer",
  condition_type: "waste_percentage_above",
  condition_value: 30,
  approver_id: "manager-1",
  approver: { email: "manager@timber.works", role: "MANAGER" },
  is_active: true,
  created_at: "2026-11-21T08:00:00.000Z"
}

let requests: ReadonlyArray<ApprovalRequestDto> = [request]
vi.mock("./api/approvals", async (original) => ({
  ...(await original<typeof import("./api/approvals")>()),
  useApprovalRequests: () => ({ data: requests, isLoading: false, error: null }),
  useApprovalRules: () => ({ data: [rule], isLoading: false, error: null }),
  useProfiles: () => ({ data: [], isLoading: false, error: null })
}))

afterEach(() => {
  cleanup()
  requests = [request]
})

/** Every control of the Approvals screen: viewing a request reads; deciding and the rules' controls write. */
const APPROVALS_SCREEN: ActionInventory = {
  reads: [/^View request /, /^\w+ \(\d+\)$/],
  writes: [
    [/^Approve request /, "decideApproval"],
    [/^Reject request /, "decideApproval"],
    ["Add Rule", "addRule"],
    [/^(Activate|Deactivate) rule /, "toggleRule"],
    [/^Delete rule /, "deleteRule"]
  ]
}

const renderAs = (user: User) => renderSignedIn(user, <ApprovalsPage />)

describe("Approvals offers each role only what the permission model lets it do (issue 24 item 13)", () => {
  for (const user of usersOfEveryRole()) {
    it(`as ${user.role}: every control is classified, every write offered is permitted, and every permitted write is offered`, () => {
      renderAs(user)
      const offered = expectOnlyPermittedActions(user, APPROVALS_SCREEN)
      expect(offered).toEqual(permittedOf(user, ["decideApproval", "addRule", "toggleRule", "deleteRule"]))
    })
  }

  it("a MANAGER decides requests and switches rules, but is offered neither Add Rule (admins only) nor Delete rule (the spec's template denies it)", () => {
    renderAs(testUser("MANAGER"))
    expect(screen.getByRole("button", { name: /^Approve request / })).toBeTruthy()
    expect(screen.getByRole("switch", { name: /^Deactivate rule / })).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Add Rule" })).toBeNull()
    expect(screen.queryByRole("button", { name: /^Delete rule / })).toBeNull()
  })
})

describe("the approver list says why a request is not theirs to decide (issue 24 item 11)", () => {
  const manager = testUser("MANAGER")
  const own: ApprovalRequestDto = { ...request, id: "own-0001", requestor: { email: manager.email, id: manager.id } }

  it("given a request the signed-in MANAGER raised, then its row offers no Approve or Reject and says why; another's row still offers them", () => {
    requests = [own, request]
    renderAs(manager)
    expect(screen.queryByRole("button", { name: "Approve request own-0001" })).toBeNull()
    expect(screen.queryByRole("button", { name: "Reject request own-0001" })).toBeNull()
    expect(screen.getByText(SELF_DECISION_MESSAGE)).toBeTruthy()
    expect(screen.getByRole("button", { name: "Approve request req-0000" })).toBeTruthy()
  })

  it("given a receipt's request, then a MANAGER's row says it waits for an admin, and an ADMIN's offers Approve", () => {
    requests = [{ ...request, type: "WoodReceipt" }]
    renderAs(manager)
    expect(screen.queryByRole("button", { name: /^Approve request / })).toBeNull()
    expect(screen.getByText(ApprovalMessages.receiptsForAdmins)).toBeTruthy()
    cleanup()
    renderAs(testUser("ADMIN"))
    expect(screen.getByRole("button", { name: /^Approve request / })).toBeTruthy()
    expect(screen.queryByText(ApprovalMessages.receiptsForAdmins)).toBeNull()
  })
})
