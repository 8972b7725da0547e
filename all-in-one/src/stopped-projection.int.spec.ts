import { ConsistencyHeaders, LiveTopics, ProjectionMessages, type ProjectionStatus } from "@timber/contracts"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import { READ_YOUR_WRITES_TIMEOUT_MS } from "@timber/query-service"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string
let woodTypeId: string
let socket: WebSocket
const pushed: Array<Record<string, unknown>> = []
let poisonPosition: bigint

const statuses = async () => (await (await app.api("/system/projections", { token: admin })).json()) as ProjectionStatus[]
const woodReceipts = async () => (await statuses()).find((s) => s.name === "wood-receipts")!

const until = async (condition: () => Promise<boolean> | boolean, what: string) => {
  const deadline = Date.now() + 5_000
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const createLot = (lotNumber: string) =>
  app.api("/management/wood-receipts", {
    method: "POST",
    token: admin,
    json: { wood_type_id: woodTypeId, supplier: "Kilombero", receipt_date: "2026-11-21", lot_number: lotNumber, purchase_order: "PO-1" }
  })

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  woodTypeId = ((await (await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mninga" } })).json()) as { id: string }).id
  socket = new WebSocket(`${app.url.replace("http", "ws")}/api/live?token=${admin}`)
  socket.on("message", (raw) => pushed.push(JSON.parse(raw.toString())))
  await until(() => pushed.some((m) => m.type === "ready"), "the live socket")
  socket.send(JSON.stringify({ _tag: "subscribe", topics: [LiveTopics.system] }))
  await until(() => pushed.some((m) => m.type === "subscribed"), "the subscription")
  // a LotCreated the LOT projection cannot read: it stops on it (a poison event)
  const appended = await Effect.runPromise(
    app.store.appendToStream(`Lot-${crypto.randomUUID()}`, [{ id: crypto.randomUUID(), type: "LotCreated", data: { lotNumber: 42 }, metadata: {} }], {
      expectedRevision: "no_stream"
    })
  )
  poisonPosition = appended.position
  await until(async () => (await woodReceipts()).state === "stopped", "wood-receipts to stop")
})
afterAll(async () => {
  socket?.close()
  await app?.close()
})

describe("a stopped projection is never silent", () => {
  it("given a poison event, the projection status names the read model, the event's position and the reason, and the `system` topic tells live clients at once", async () => {
    const status = await woodReceipts()
    expect(status).toMatchObject({
      state: "stopped",
      stoppedAt: poisonPosition.toString(),
      lastError: expect.stringContaining(`LotCreated at position ${poisonPosition}`)
    })
    await until(() => pushed.some((m) => m.topic === LiveTopics.system), "a live message on `system`")
    expect(pushed.find((m) => m.topic === LiveTopics.system)).toEqual({ topic: LiveTopics.system, position: poisonPosition.toString() })
  })

  it("given wood-receipts stopped, a LOT create is saved and answers with a warning that the LOT list will not show it; a write it does not read answers without one", async () => {
    const created = await createLot("HIDDEN-1")
    expect(created.status).toBe(201)
    expect(created.headers.get(ConsistencyHeaders.projectionWarning)).toBe(ProjectionMessages.writeHidden(["wood-receipts"]))
    const user = await app.api("/users", {
      method: "POST",
      token: admin,
      json: { email: "unaffected@timber.works", password: "Passw0rd-long", firstName: "Una", lastName: "Ffected", role: "USER" }
    })
    expect(user.status).toBe(201)
    expect(user.headers.get(ConsistencyHeaders.projectionWarning)).toBeNull()
  })

  it("given wood-receipts stopped, a LOT list waiting for a newer position answers at once and says it is behind; a read it does not serve does not", async () => {
    const position = (await createLot("HIDDEN-2")).headers.get(ConsistencyHeaders.eventPosition)!
    const started = Date.now()
    const lots = await app.api("/management/wood-receipts", { token: admin, headers: { [ConsistencyHeaders.minPosition]: position } })
    // well short of the timeout a read otherwise waits out
    expect(Date.now() - started).toBeLessThan(READ_YOUR_WRITES_TIMEOUT_MS)
    expect(lots.status).toBe(200)
    expect(lots.headers.get(ConsistencyHeaders.dataBehind)).toBe("wood-receipts")
    const woodTypes = await app.api("/factory/wood-types", { token: admin, headers: { [ConsistencyHeaders.minPosition]: position } })
    expect(woodTypes.headers.get(ConsistencyHeaders.dataBehind)).toBeNull()
  })
})
