import { ConsistencyHeaders, ProjectionMessages, type ProjectionStatus } from "@timber/contracts"
import { Effect } from "effect"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

// `npm start` on PostgreSQL runs the projections in a worker thread; PGlite keeps them on the main one
describe.skipIf(!process.env.DATABASE_URL)("the product with its projections in a thread of their own (npm start on PostgreSQL)", () => {
  let app: TestApp
  let admin: string
  let woodTypeId: string

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  const createLot = (lotNumber: string) =>
    app.api("/management/wood-receipts", {
      method: "POST",
      token: admin,
      json: { wood_type_id: woodTypeId, supplier: "Kilombero", receipt_date: "2026-11-21", lot_number: lotNumber, purchase_order: "PO-1" }
    })
  const lotNumbersAt = async (position: string) => {
    const response = await app.api("/management/wood-receipts", { token: admin, headers: { [ConsistencyHeaders.minPosition]: position } })
    return ((await response.json()) as { items: Array<{ lotNumber: string }> }).items.map((lot) => lot.lotNumber)
  }
  const woodReceipts = async () =>
    ((await (await app.api("/system/projections", { token: admin })).json()) as ProjectionStatus[]).find((s) => s.name === "wood-receipts")!

  beforeAll(async () => {
    app = await startTestApp({ projectionsInThread: true })
    admin = await app.login()
    woodTypeId = ((await (await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mkongo" } })).json()) as { id: string }).id
  })
  afterEach(() => app.projections.resume())
  afterAll(async () => app?.close())

  it("a LOT created is in the list read right after with the create's position", async () => {
    const created = await createLot("THREAD-1")
    expect(created.status).toBe(201)
    expect(await lotNumbersAt(created.headers.get(ConsistencyHeaders.eventPosition)!)).toContain("THREAD-1")
  })

  it("paused, the read side holds a new LOT back until it resumes", async () => {
    await app.projections.pause()
    const created = await createLot("THREAD-PAUSED-1")
    const position = created.headers.get(ConsistencyHeaders.eventPosition)!
    await sleep(300)
    expect(await app.api("/management/wood-receipts", { token: admin }).then(async (r) => JSON.stringify(await r.json()))).not.toContain("THREAD-PAUSED-1")
    app.projections.resume()
    expect(await lotNumbersAt(position)).toContain("THREAD-PAUSED-1")
  })

  it("a projection stopped by a poison event in the thread: the next LOT create is answered with the warning that the list will not show it", async () => {
    await Effect.runPromise(
      app.store.appendToStream(`Lot-${crypto.randomUUID()}`, [{ id: crypto.randomUUID(), type: "LotCreated", data: { lotNumber: 42 }, metadata: {} }], {
        expectedRevision: "no_stream"
      })
    )
    const deadline = Date.now() + 5_000
    while ((await woodReceipts()).state !== "stopped" && Date.now() < deadline) await sleep(25)
    const created = await createLot("THREAD-HIDDEN-1")
    expect(created.status).toBe(201)
    expect(created.headers.get(ConsistencyHeaders.projectionWarning)).toBe(ProjectionMessages.writeHidden(["wood-receipts"]))
  })
})
