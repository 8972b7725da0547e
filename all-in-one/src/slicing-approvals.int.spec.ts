import { SlicingMessages, type ApprovalRequestDto, type LotTraceability, type SlicingOperation } from "@timber/contracts"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { receivedLot, stockWarehouse } from "./testing/received-lot"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string
let adminId: string
let manager: string
let user: string
let woodTypeId: string

const PASSWORD = "Passw0rd-long"
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const signUp = async (email: string, role: string) => {
  expect((await app.api("/users", { method: "POST", token: admin, json: { email, password: PASSWORD, firstName: "S", lastName: role, role } })).status).toBe(
    201
  )
  return app.login(email, PASSWORD)
}
const settled = async () => {
  await app.processesSettled()
  return { "x-min-position": (await Effect.runPromise(app.store.headPosition())).toString() }
}
// a 20 x 20 cm x 2 m sleeper into four 8 x 8 cm planks: 36 % waste; into six: 4 %
const body = (sleeper: number, planks = 4, startTime: string | null = "2026-11-22T07:30:00.000Z") => ({
  wood_type_id: woodTypeId,
  lot_number: "LOT-SL-01",
  sleeper_number: sleeper,
  start_time: startTime,
  sleeper_sizes: [{ sequence: 1, width: 20, height: 20, length: 2, quantity: 1 }],
  plank_sizes: [{ sequence: 1, width: 8, height: 8, length: 2, quantity: planks, parentSequence: 1 }],
  notes: "first cut"
})
const record = (token: string, payload: unknown) => app.api("/factory/operations", { method: "POST", token, json: payload })

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  adminId = (await json<{ id: string }>(app.api("/auth/me", { token: admin }))).id
  woodTypeId = (await json<{ id: string }>(app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mninga" } }))).id
  // the LOT is received: its eight 20 x 20 cm x 2 m sleepers are in stock to be sliced
  const asAdmin = (method: string, path: string, body: unknown) => app.api(path, { method, token: admin, json: body })
  const warehouseId = await stockWarehouse(asAdmin, "WH-SL")
  await receivedLot(asAdmin, { lotNumber: "LOT-SL-01", woodTypeId, warehouseId, sleepers: [{ height: 20, width: 20, length: 200, quantity: 8 }] })
  manager = await signUp("slicer.manager@timber.works", "MANAGER")
  user = await signUp("slicer.viewer@timber.works", "USER")
  const rule = await app.api("/management/approval-rules", {
    method: "POST",
    token: admin,
    json: { module: "WoodSlicer", condition_type: "waste_percentage_above", condition_value: 10, approver_id: adminId }
  })
  expect(rule.status).toBe(201)
})
afterAll(async () => app?.close())

describe("slicing operations under approval rules", () => {
  let operation: SlicingOperation

  it("records an operation with the server's waste figure", async () => {
    const created = await record(manager, body(3))
    expect(created.status).toBe(201)
    operation = await json<SlicingOperation>(created)
    expect(operation).toMatchObject({ lot_number: "LOT-SL-01", sleeper_number: 3, status: "in_progress", waste_percentage: 36, wood_type: { name: "Mninga" } })
    expect(operation.serial_number).toMatch(/^WS-[0-9A-Z]+$/)
  })

  it("refuses bad saves with the slicer's messages and a USER's save outright", async () => {
    const noPlanks = await record(manager, { ...body(5), plank_sizes: [] })
    expect(noPlanks.status).toBe(400)
    expect((await json<{ message: string }>(noPlanks)).message).toBe(SlicingMessages.planksRequired)
    const noLot = await record(manager, { ...body(5), lot_number: " " })
    expect(noLot.status).toBe(400)
    expect((await json<{ message: string }>(noLot)).message).toBe(SlicingMessages.lotRequired)
    expect((await record(user, body(5))).status).toBe(403)
  })

  it("slices a sleeper once per LOT, also when ten saves race", async () => {
    const again = await record(manager, body(3))
    expect(again.status).toBe(409)
    expect((await json<{ message: string }>(again)).message).toBe(SlicingMessages.sleeperTaken(3))
    const racing = await Promise.all(Array.from({ length: 10 }, () => record(manager, body(4, 6))))
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409])
    const listed = await json<{ items: SlicingOperation[] }>(app.api("/factory/operations?lot_number=LOT-SL-01", { token: manager, headers: await settled() }))
    expect(listed.items.filter((op) => op.sleeper_number === 4)).toHaveLength(1)
  })

  it("too much waste asks the rule's approver; ending waits with 'Approval required'", async () => {
    const headers = await settled()
    const requests = (await json<{ items: ApprovalRequestDto[] }>(app.api("/management/approvals", { token: admin, headers }))).items
    const request = requests.find((r) => r.operation_id === operation.id)
    expect(request).toMatchObject({
      type: "WoodSlicer",
      status: "pending",
      requestor: { email: "slicer.manager@timber.works" },
      operation: { serial_number: operation.serial_number, waste_percentage: 36, wood_type: { name: "Mninga" } }
    })
    // the low-waste operation of sleeper 4 needs nobody
    expect(requests).toHaveLength(1)
    const end = await app.api(`/factory/operations/${operation.id}`, {
      method: "PATCH",
      token: manager,
      json: { status: "completed", updated_at: new Date().toISOString() }
    })
    expect(end.status).toBe(422)
    expect((await json<{ message: string }>(end)).message).toContain("Approval required")
  })

  it("once approved, the operation may end; the console's own PATCH to approved changes nothing more", async () => {
    const [request] = (await json<{ items: ApprovalRequestDto[] }>(app.api("/management/approvals", { token: admin, headers: await settled() }))).items
    expect(
      (await app.api(`/management/approvals/${request!.id}`, { method: "PATCH", token: admin, json: { status: "approved", notes: "sleeper was split" } }))
        .status
    ).toBe(200)
    await settled()
    expect((await app.api(`/factory/operations/${operation.id}`, { method: "PATCH", token: user, json: { status: "approved" } })).status).toBe(403)
    const approved = await app.api(`/factory/operations/${operation.id}`, { method: "PATCH", token: admin, json: { status: "approved" } })
    expect(approved.status).toBe(200)
    expect((await json<SlicingOperation>(approved)).approval_status).toBe("approved")
    const stream = await Effect.runPromise(app.store.readStream(`SlicingOperation-${operation.id}`))
    expect(stream.filter((e) => e.type === "SlicingOperationApproved")).toHaveLength(1)
    const ended = await app.api(`/factory/operations/${operation.id}`, { method: "PATCH", token: manager, json: { status: "completed" } })
    expect(ended.status).toBe(200)
    expect((await json<SlicingOperation>(ended)).status).toBe("completed")
  })

  it("shows the LOT's slicing in its traceability", async () => {
    const trace = await json<LotTraceability>(app.api("/management/lot-traceability/LOT-SL-01", { token: manager, headers: await settled() }))
    expect(trace.stages.slicing).toHaveLength(2)
    expect(trace.stages.slicing[0]).toMatchObject({ woodType: { name: "Mninga" }, sleeperSizes: [{ width: 20, height: 20, length: 2, quantity: 1 }] })
  })

  it("deleting an unfinished operation frees its sleeper", async () => {
    const draft = await json<SlicingOperation>(record(manager, body(7, 6, null)))
    expect(draft.status).toBe("draft")
    expect((await app.api(`/factory/operations/${draft.id}`, { method: "DELETE", token: manager })).status).toBe(200)
    expect((await record(manager, body(7, 6, null))).status).toBe(201)
    expect((await app.api(`/factory/operations/${operation.id}`, { method: "DELETE", token: manager })).status).toBe(422)
  })
})

describe("slicing approvals follow the operation (issue 37 item 3)", () => {
  const requestsOf = async (operationId: string) =>
    (await json<{ items: ApprovalRequestDto[] }>(app.api("/management/approvals", { token: admin, headers: await settled() }))).items.filter(
      (r) => r.operation_id === operationId
    )
  const revise = (operation: SlicingOperation, planks: number) =>
    app.api(`/factory/operations/${operation.id}`, { method: "PATCH", token: manager, json: body(operation.sleeper_number, planks) })
  const end = (operation: SlicingOperation) =>
    app.api(`/factory/operations/${operation.id}`, { method: "PATCH", token: manager, json: { status: "completed" } })

  it("given the slicer's default empty plank row, when saved, then the spec's words answer and nothing is recorded", async () => {
    const emptyRow = await record(manager, { ...body(6), plank_sizes: [{ sequence: 1, width: 0, height: 0, length: 2, quantity: 1, parentSequence: 1 }] })
    expect(emptyRow.status).toBe(400)
    expect((await json<{ message: string }>(emptyRow)).message).toBe(SlicingMessages.planksRequired)
  })

  it("given planks holding more wood than their sleeper, when saved, then it is refused naming the sleeper and both m³", async () => {
    const phantom = await record(manager, { ...body(6), plank_sizes: [{ sequence: 1, width: 30, height: 20, length: 2, quantity: 3, parentSequence: 1 }] })
    expect(phantom.status).toBe(400)
    expect((await json<{ message: string }>(phantom)).message).toBe(SlicingMessages.planksExceedSleeper(6, 0.08, 0.36, 2))
  })

  it("given an operation rejected at 36 % waste (the issue's stuck operation), when its planks are revised to 4 % waste, then it ends", async () => {
    const operation = await json<SlicingOperation>(record(manager, body(6)))
    const [request] = await requestsOf(operation.id)
    expect(request).toMatchObject({ status: "pending", operation: { waste_percentage: 36 } })
    expect(
      (await app.api(`/management/approvals/${request!.id}`, { method: "PATCH", token: admin, json: { status: "rejected", notes: "too much waste" } })).status
    ).toBe(200)
    await settled()
    const refused = await end(operation)
    expect(refused.status).toBe(422)
    expect((await json<{ message: string }>(refused)).message).toBe(SlicingMessages.approvalRejected)
    expect((await revise(operation, 6)).status).toBe(200)
    await settled()
    const ended = await end(operation)
    expect(ended.status).toBe(200)
    expect((await json<SlicingOperation>(ended)).status).toBe("completed")
  })

  it("given an operation waiting on its request, when revised still above the rule, then the same request shows the current revision; when revised under it, then the request is withdrawn and the operation ends", async () => {
    const operation = await json<SlicingOperation>(record(manager, body(8)))
    expect(await requestsOf(operation.id)).toMatchObject([{ status: "pending", operation: { waste_percentage: 36 } }])
    // three planks: 52 % waste
    expect((await revise(operation, 3)).status).toBe(200)
    expect(await requestsOf(operation.id)).toMatchObject([{ status: "pending", operation: { waste_percentage: 52 } }])
    const waiting = await end(operation)
    expect(waiting.status).toBe(422)
    expect((await json<{ message: string }>(waiting)).message).toBe(SlicingMessages.approvalRequired(52, 10))
    // six planks: 4 % waste, under the rule
    expect((await revise(operation, 6)).status).toBe(200)
    expect(await requestsOf(operation.id)).toMatchObject([{ status: "withdrawn" }])
    const ended = await end(operation)
    expect(ended.status).toBe(200)
  })

  it("given a rejected operation, when revised still above the rule, then a new request asks the approver again and ending waits for it", async () => {
    const operation = await json<SlicingOperation>(record(manager, body(2)))
    const [first] = await requestsOf(operation.id)
    expect(
      (await app.api(`/management/approvals/${first!.id}`, { method: "PATCH", token: admin, json: { status: "rejected", notes: "re-cut it" } })).status
    ).toBe(200)
    await settled()
    expect((await revise(operation, 3)).status).toBe(200)
    const requests = await requestsOf(operation.id)
    expect(requests.map((r) => r.status).sort()).toEqual(["pending", "rejected"])
    expect(requests.find((r) => r.status === "pending")).toMatchObject({ operation: { waste_percentage: 52 } })
    const waiting = await end(operation)
    expect(waiting.status).toBe(422)
    expect((await json<{ message: string }>(waiting)).message).toContain("Approval required")
  })
})
