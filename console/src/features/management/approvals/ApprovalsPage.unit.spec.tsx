// @vitest-environment jsdom
import { listCountOf } from "../../../lib/list-count"
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { ApprovalMessages, SELF_DECISION_MESSAGE, type ApprovalRequestDto, type ApprovalRuleDto, type User } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { expectOnlyPermittedActions, permittedOf, usersOfEveryRole, type ActionInventory } from "../../../testing/offered-actions"
import { renderSignedIn, testUser } from "../../../testing/render"
import ApprovalsPage from "./ApprovalsPage"
import { pageOf } from "../../../testing/paged-server"

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
  created_at: "2026-11-21T08:00:00.000Z",
  version: "0"
}

let requests: ReadonlyArray<ApprovalRequestDto> = [request]
/** The server's answer: the requests of the status asked for, a page of `limit`, with a cursor when more follow. */
const fetchApprovalPage = vi.fn(async (params: { status?: string; limit: number; cursor?: string }) => {
  const ofStatus = requests.filter((r) => params.status === undefined || r.status === params.status)
  return pageOf(ofStatus, params)
})
vi.mock("./api/approvals", async (original) => {
  const api = await original<typeof import("./api/approvals")>()
  return {
    ...api,
    fetchApprovalPage: (params: Parameters<typeof fetchApprovalPage>[0]) => fetchApprovalPage(params),
    // the tab counts read the same server answer: the total of a one-row page of the tab's status
    approvalCountQuery: (status: ApprovalRequestDto["status"]) => ({
      ...api.approvalCountQuery(status),
      queryFn: async () => listCountOf(await fetchApprovalPage({ status, limit: 1 }))
    }),
    useApprovalRules: () => ({ data: [rule], isLoading: false, error: null }),
    useProfiles: () => ({ data: [], isLoading: false, error: null })
  }
})

afterEach(() => {
  cleanup()
  fetchApprovalPage.mockClear()
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

/** The screen once the pending tab's first page has come back from the server. */
const renderAs = async (user: User) => {
  renderSignedIn(user, <ApprovalsPage />)
  await screen.findAllByRole("button", { name: /^View request / }, { timeout: 10_000 })
}

describe("Approvals offers each role only what the permission model lets it do (issue 24 item 13)", () => {
  for (const user of usersOfEveryRole()) {
    it(`as ${user.role}: every control is classified, every write offered is permitted, and every permitted write is offered`, async () => {
      await renderAs(user)
      const offered = expectOnlyPermittedActions(user, APPROVALS_SCREEN)
      expect(offered).toEqual(permittedOf(user, ["decideApproval", "addRule", "toggleRule", "deleteRule"]))
    })
  }

  it("a MANAGER decides requests and switches rules, but is offered neither Add Rule (admins only) nor Delete rule (the spec's template denies it)", async () => {
    await renderAs(testUser("MANAGER"))
    expect(screen.getByRole("button", { name: /^Approve request / })).toBeTruthy()
    expect(screen.getByRole("switch", { name: /^Deactivate rule / })).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Add Rule" })).toBeNull()
    expect(screen.queryByRole("button", { name: /^Delete rule / })).toBeNull()
  })
})

describe("the approver list says why a request is not theirs to decide (issue 24 item 11)", () => {
  const manager = testUser("MANAGER")
  const own: ApprovalRequestDto = { ...request, id: "own-0001", requestor: { email: manager.email, id: manager.id } }

  it("given a request the signed-in MANAGER raised, then its row offers no Approve or Reject and says why; another's row still offers them", async () => {
    requests = [own, request]
    await renderAs(manager)
    expect(screen.queryByRole("button", { name: "Approve request own-0001" })).toBeNull()
    expect(screen.queryByRole("button", { name: "Reject request own-0001" })).toBeNull()
    expect(screen.getByText(SELF_DECISION_MESSAGE)).toBeTruthy()
    expect(screen.getByRole("button", { name: "Approve request req-0000" })).toBeTruthy()
  })

  it("given a receipt's request, then a MANAGER's row says it waits for an admin, and an ADMIN's offers Approve", async () => {
    requests = [{ ...request, type: "WoodReceipt" }]
    await renderAs(manager)
    expect(screen.queryByRole("button", { name: /^Approve request / })).toBeNull()
    expect(screen.getByText(ApprovalMessages.receiptsForAdmins)).toBeTruthy()
    cleanup()
    await renderAs(testUser("ADMIN"))
    expect(screen.getByRole("button", { name: /^Approve request / })).toBeTruthy()
    expect(screen.queryByText(ApprovalMessages.receiptsForAdmins)).toBeNull()
  })
})

describe("every request is reachable: the tabs and the pages are asked of the server (issue 36 item 2)", () => {
  const manager = testUser("MANAGER")
  const numbered = (n: number, status: ApprovalRequestDto["status"]): ApprovalRequestDto => ({ ...request, id: `req-${String(n).padStart(8, "0")}`, status })

  it("given 12 pending requests and 3 approved, when the Approved tab is chosen, then the server is asked for approved ones and the tabs count from the server's totals", async () => {
    requests = [...Array.from({ length: 12 }, (_, i) => numbered(i, "pending")), ...Array.from({ length: 3 }, (_, i) => numbered(100 + i, "approved"))]
    await renderAs(manager)
    expect(await screen.findByRole("tab", { name: "Pending (12)" }, { timeout: 10_000 })).toBeTruthy()
    expect(await screen.findByRole("tab", { name: "Approved (3)" }, { timeout: 10_000 })).toBeTruthy()
    fireEvent.click(screen.getByRole("tab", { name: "Approved (3)" }))
    await waitFor(() => expect(fetchApprovalPage).toHaveBeenCalledWith(expect.objectContaining({ status: "approved", limit: 10 })), { timeout: 10_000 })
    await waitFor(() => expect(screen.getAllByRole("button", { name: /^View request / })).toHaveLength(3), { timeout: 10_000 })
    expect(screen.queryByRole("button", { name: /^Approve request / })).toBeNull()
  })

  it("given 12 pending requests, when the next page is asked, then the server is asked with the first page's cursor and shows the older two", async () => {
    requests = Array.from({ length: 12 }, (_, i) => numbered(i, "pending"))
    await renderAs(manager)
    expect(screen.getAllByRole("button", { name: /^View request / })).toHaveLength(10)
    fireEvent.click(screen.getByRole("button", { name: /next page/i }))
    await waitFor(() => expect(fetchApprovalPage).toHaveBeenCalledWith(expect.objectContaining({ status: "pending", cursor: "10" })), { timeout: 10_000 })
    await waitFor(() => expect(screen.getAllByRole("button", { name: /^View request / })).toHaveLength(2), { timeout: 10_000 })
  })
})
