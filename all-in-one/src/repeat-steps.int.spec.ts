import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { receivedLot, stockWarehouse, type Write } from "./testing/received-lot"
import { savePlankCalculation } from "./testing/saved-plank-calculation"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Issue 37 item 1 "repeating a finished step answers the same way on every aggregate": a step
 * already taken, asked for again as a NEW intent (another Idempotency-Key: a second tab, a click
 * after a reload, a colleague), is not a retry the key could answer. The aggregate itself answers
 * it: the same 200 and the same record as the first time, and nothing appended anywhere.
 */
let app: TestApp
let admin: string
let manager: string
let managerId: string
let woodTypeId: string
let main: string
let kiln: string

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const write: Write = (method, path, body) => app.api(path, { method, token: admin, json: body })

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  woodTypeId = (await json<{ id: string }>(write("POST", "/factory/wood-types", { name: "Mvule" }))).id
  main = await stockWarehouse(write, "WH-MAIN")
  kiln = await stockWarehouse(write, "WH-KILN")
  const password = "Right-password-1"
  const created = await write("POST", "/users", { email: "repeat.manager@timber.works", password, firstName: "Asha", lastName: "Mrema", role: "MANAGER" })
  expect(created.status).toBe(201)
  managerId = (await json<{ id: string }>(created)).id
  manager = await app.login("repeat.manager@timber.works", password)
}, 120_000)
afterAll(async () => app?.close())

/** The events a request appended, found by the correlation id it was sent with (every event it causes carries it). */
const appendedBy = async (correlationId: string) => {
  await Effect.runPromise(app.store.headPosition())
  const events = await Effect.runPromise(app.store.readAll({ fromPosition: 0n, limit: 100_000 }))
  return events.filter((event) => (event.metadata as { correlationId?: string }).correlationId === correlationId).map((event) => event.type)
}

/** One intent of a step: its own Idempotency-Key and correlation id. */
const step = async (token: string, method: string, path: string, body?: unknown) => {
  const correlationId = randomUUID()
  const response = await app.api(path, {
    method,
    token,
    json: body,
    headers: { "idempotency-key": randomUUID(), "x-correlation-id": correlationId }
  })
  const text = await response.text()
  return { status: response.status, body: text === "" ? null : (JSON.parse(text) as unknown), correlationId }
}

/**
 * Takes a step, then takes it again as a second intent (`again`: the second request's body, when the
 * console sends a new one, a later time of its own): the same 200 answer, and the repeat appended nothing.
 */
const repeated = async (token: string, method: string, path: string, body?: unknown, again: unknown = body) => {
  const first = await step(token, method, path, body)
  expect(first.status, JSON.stringify(first.body)).toBe(200)
  expect(await appendedBy(first.correlationId)).not.toEqual([])
  const second = await step(token, method, path, again)
  expect({ status: second.status, body: second.body }).toEqual({ status: 200, body: first.body })
  expect(await appendedBy(second.correlationId)).toEqual([])
  return first.body
}

describe("repeating a finished step, as a new intent, answers the same way and appends nothing", () => {
  it("given a warehouse, when Archive is taken twice and then Restore twice, then each repeat answers 200 with the same warehouse and appends no event", async () => {
    const id = await stockWarehouse(write, "WH-REPEAT")
    expect(await repeated(admin, "PATCH", `/management/warehouses/${id}/archive`)).toMatchObject({ id, status: "ARCHIVED" })
    expect(await repeated(admin, "PATCH", `/management/warehouses/${id}/restore`)).toMatchObject({ id, status: "ACTIVE" })
  })

  it("given a LOT, when Lock (COMPLETED) is taken twice and then Reopen (PENDING) twice, then each repeat answers 200 with the same LOT and appends no event", async () => {
    const lot = await json<{ id: string }>(
      write("POST", "/management/wood-receipts", {
        wood_type_id: woodTypeId,
        supplier: "Sao Hill",
        receipt_date: "2026-11-23",
        lot_number: "LOT-REPEAT-1",
        purchase_order: "PO-R"
      })
    )
    expect(await repeated(admin, "PATCH", `/management/wood-receipts/${lot.id}`, { status: "COMPLETED" })).toMatchObject({ status: "COMPLETED" })
    expect(await repeated(admin, "PATCH", `/management/wood-receipts/${lot.id}`, { status: "PENDING" })).toMatchObject({ status: "PENDING" })
  })

  it("given a saved slicing operation, when End Operation is taken twice (each with its own time), then the repeat answers 200 with the same completed operation and moves no stock", async () => {
    await receivedLot(write, { lotNumber: "LOT-REPEAT-2", woodTypeId, warehouseId: main, sleepers: [{ height: 15.24, width: 20, length: 300, quantity: 2 }] })
    const operation = await write("POST", "/factory/operations", {
      wood_type_id: woodTypeId,
      lot_number: "LOT-REPEAT-2",
      sleeper_number: 1,
      start_time: "2026-11-24T07:30:00.000Z",
      sleeper_sizes: [{ sequence: 1, width: 20, height: 15.24, length: 3, quantity: 1 }],
      plank_sizes: [{ sequence: 1, width: 10, height: 2.54, length: 3, quantity: 4, parentSequence: 1 }],
      notes: null
    })
    expect(operation.status).toBe(201)
    const { id } = await json<{ id: string }>(operation)
    const ended = await repeated(
      admin,
      "PATCH",
      `/factory/operations/${id}`,
      { status: "completed", updated_at: "2026-11-24T09:00:00.000Z" },
      { status: "completed", updated_at: "2026-11-24T09:05:00.000Z" }
    )
    expect(ended).toMatchObject({ id, status: "completed" })
  })

  it("given a drying batch, when Complete is taken twice (each with its own end time), then the repeat answers 200 with the batch completed at the first time and appends nothing", async () => {
    const started = await write("POST", "/factory/drying-processes", {
      woodTypeId,
      thickness: 25,
      thicknessUnit: "mm",
      pieceCount: 40,
      startingHumidity: 40,
      startingElectricityUnits: 500,
      startTime: "2026-11-25T06:00:00.000Z",
      notes: null,
      useStock: false
    })
    expect(started.status).toBe(201)
    const { id } = await json<{ id: string }>(started)
    // a prepaid meter counts down; completion needs two readings
    for (const [electricityMeter, humidity, readingTime] of [
      [490, 25, "2026-11-25T12:00:00.000Z"],
      [480, 11, "2026-11-25T18:00:00.000Z"]
    ] as const) {
      expect((await write("POST", `/factory/drying-processes/${id}/readings`, { electricityMeter, humidity, readingTime })).status).toBe(201)
    }
    const completed = await repeated(
      admin,
      "PUT",
      `/factory/drying-processes/${id}`,
      { status: "COMPLETED", endTime: "2026-11-26T06:00:00.000Z" },
      { status: "COMPLETED", endTime: "2026-11-26T06:10:00.000Z" }
    )
    expect(completed).toMatchObject({ id, status: "COMPLETED", endTime: "2026-11-26T06:00:00.000Z" })
  })

  it("given a transfer, when Approve is taken twice and then Mark Received twice, then each repeat answers 200 with the same transfer and the pieces arrive once", async () => {
    const seeded = await write("POST", "/management/stock/adjustments", {
      warehouseId: main,
      woodTypeId,
      thickness: '1"',
      woodStatus: "DRIED",
      quantity: 10,
      reason: "Count"
    })
    expect(seeded.status).toBe(201)
    const transfer = await json<{ id: string }>(
      write("POST", "/transfers", {
        fromWarehouseId: main,
        toWarehouseId: kiln,
        transferDate: "2026-11-28T08:00:00.000Z",
        notes: null,
        items: [{ woodTypeId, thickness: '1"', quantity: 4, woodStatus: "DRIED", remarks: null }]
      })
    )
    // nobody approves their own transfer: the manager approves and receives it
    expect(await repeated(manager, "POST", `/transfers/${transfer.id}/approve`)).toMatchObject({ id: transfer.id })
    expect(await repeated(manager, "POST", `/transfers/${transfer.id}/complete`, {})).toMatchObject({ id: transfer.id, status: "COMPLETED" })
  })

  it("given an approval request, when its approver approves it twice, then the repeat answers 200 with the same approved request and appends nothing", async () => {
    const rule = await write("POST", "/management/approval-rules", {
      module: "WoodCalculator",
      condition_type: "cost_above",
      condition_value: 50_000,
      approver_id: managerId
    })
    expect(rule.status).toBe(201)
    await savePlankCalculation(app, admin, woodTypeId, 60_000)
    // the rule engine raises the request a moment after the save
    const pending = async () =>
      (await json<{ items: Array<{ id: string; status: string }> }>(app.api("/management/approvals?status=pending", { token: manager }))).items
    await expect.poll(pending, { timeout: 10_000 }).toHaveLength(1)
    const [request] = await pending()
    expect(await repeated(manager, "PATCH", `/management/approvals/${request!.id}`, { status: "approved", notes: null })).toMatchObject({
      id: request!.id,
      status: "approved"
    })
  })
})
