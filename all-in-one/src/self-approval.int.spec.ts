import { SELF_DECISION_MESSAGE, type ApprovalRequestDto, type SlicingOperation } from "@timber/contracts"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

/** Issue 24 item 11: nobody decides a request raised by their own action (segregation of duties). */

let app: TestApp
let admin: string
let manager: string
let other: string
let operationId: string

const PASSWORD = "Passw0rd-long"
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const signUp = async (email: string, role: string) => {
  const created = await app.api("/users", { method: "POST", token: admin, json: { email, password: PASSWORD, firstName: "S", lastName: role, role } })
  expect(created.status).toBe(201)
  return app.login(email, PASSWORD)
}
const settled = async () => {
  await app.processesSettled()
  return { "x-min-position": (await Effect.runPromise(app.store.headPosition())).toString() }
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  const adminId = (await json<{ id: string }>(app.api("/auth/me", { token: admin }))).id
  const woodTypeId = (await json<{ id: string }>(app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mninga" } }))).id
  manager = await signUp("self.slicer@timber.works", "MANAGER")
  other = await signUp("other.manager@timber.works", "MANAGER")
  const rule = await app.api("/management/approval-rules", {
    method: "POST",
    token: admin,
    json: { module: "WoodSlicer", condition_type: "waste_percentage_above", condition_value: 10, approver_id: adminId }
  })
  expect(rule.status).toBe(201)
  // 20 x 20 cm into four 8 x 8 cm planks: 36 % waste, above the rule
  const operation = await app.api("/factory/operations", {
    method: "POST",
    token: manager,
    json: {
      wood_type_id: woodTypeId,
      lot_number: "LOT-SELF",
      start_time: "2026-11-22T07:30:00.000Z",
      sleeper_number: 1,
      sleeper_sizes: [{ sequence: 1, width: 20, height: 20, length: 2, quantity: 1 }],
      plank_sizes: [{ sequence: 1, width: 8, height: 8, length: 2, quantity: 4, parentSequence: 1 }]
    }
  })
  expect(operation.status).toBe(201)
  operationId = (await json<SlicingOperation>(operation)).id
})
afterAll(async () => app?.close())

describe("a request raised by a MANAGER's own slicing operation", () => {
  it("given its requestor approving the operation itself (PATCH /factory/operations/{id}), then 422 saying why and the operation still waits", async () => {
    await settled()
    const own = await app.api(`/factory/operations/${operationId}`, { method: "PATCH", token: manager, json: { status: "approved" } })
    expect(own.status).toBe(422)
    expect((await json<{ message: string }>(own)).message).toBe(SELF_DECISION_MESSAGE)
    const stream = await Effect.runPromise(app.store.readStream(`SlicingOperation-${operationId}`))
    expect(stream.map((e) => e.type)).not.toContain("SlicingOperationApproved")
    const end = await app.api(`/factory/operations/${operationId}`, { method: "PATCH", token: manager, json: { status: "completed" } })
    expect(end.status).toBe(422)
    expect((await json<{ message: string }>(end)).message).toContain("Approval required")
  })

  it("given its requestor deciding it, then 422 saying why, both ways, and it stays pending; another approver decides it", async () => {
    const [request] = (await json<{ items: ApprovalRequestDto[] }>(app.api("/management/approvals", { token: admin, headers: await settled() }))).items
    expect(request).toMatchObject({ status: "pending", requestor: { email: "self.slicer@timber.works" } })
    for (const status of ["approved", "rejected"]) {
      const own = await app.api(`/management/approvals/${request!.id}`, { method: "PATCH", token: manager, json: { status, notes: "mine" } })
      expect(own.status).toBe(422)
      expect((await json<{ message: string }>(own)).message).toBe(SELF_DECISION_MESSAGE)
    }
    const stream = await Effect.runPromise(app.store.readStream(`ApprovalRequest-${request!.id}`))
    expect(stream.map((e) => e.type)).toEqual(["ApprovalRequested"])
    const decided = await app.api(`/management/approvals/${request!.id}`, { method: "PATCH", token: other, json: { status: "approved", notes: null } })
    expect(decided.status).toBe(200)
    expect((await json<ApprovalRequestDto>(decided)).status).toBe("approved")
  })
})
