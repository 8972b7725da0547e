import { WarehouseMessages, type DryingBatch } from "@timber/contracts"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { receivedLot, stockWarehouse, type Write } from "./testing/received-lot"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Issue 37 item 8: a warehouse holding stock and a running kiln batch could be archived without a
 * word, and its stock vanished from Inventory. Decided (the spec is silent): the server refuses
 * (422) in words naming what it holds; emptied and its batches completed, it is archived.
 */
let app: TestApp
let admin: string
let woodTypeId: string
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const write: Write = (method, path, body) => app.api(path, { method, token: admin, json: body })
/** Archives after the processes caught up with every write so far (what it holds is counted by one). */
const archive = async (warehouseId: string) => {
  await app.processesSettled()
  await Effect.runPromise(app.store.headPosition())
  return app.api(`/management/warehouses/${warehouseId}/archive`, { method: "PATCH", token: admin })
}
const refusal = async (response: Response) => ({ status: response.status, message: (await json<{ message: string }>(response)).message })

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  woodTypeId = (await json<{ id: string }>(write("POST", "/factory/wood-types", { name: "Mvule" }))).id
})
afterAll(async () => app?.close())

describe("archiving a warehouse that holds something (issue 37 item 8)", () => {
  it("given a warehouse holding the sleepers of a received LOT, when it is archived, then 422 says it still holds stock and it stays active", async () => {
    const yard = await stockWarehouse(write, "WH-FULL")
    await receivedLot(write, { lotNumber: "LOT-ARCH-1", woodTypeId, warehouseId: yard, sleepers: [{ height: 15.24, width: 20, length: 300, quantity: 2 }] })
    expect(await refusal(await archive(yard))).toEqual({
      status: 422,
      message: WarehouseMessages.holdsSomething("Yard WH-FULL", { holdsStock: true, runningBatches: false })
    })
    // still active: asked again, it is the same refusal, not "Warehouse is already archived"
    expect((await refusal(await archive(yard))).message).not.toBe(WarehouseMessages.alreadyArchived)
  })

  it("given a warehouse with a kiln batch drying (no stock taken), when it is archived, then 422 says a batch is drying; once the batch completes, it is archived", async () => {
    const kiln = await stockWarehouse(write, "WH-KILN")
    const start = new Date(Date.now() - 10 * 3_600_000)
    const batch = await json<DryingBatch>(
      write("POST", "/factory/drying-processes", {
        warehouseId: kiln,
        woodTypeId,
        thickness: 50.8,
        pieceCount: 10,
        startingElectricityUnits: 500,
        startTime: start.toISOString(),
        useStock: false
      })
    )
    expect(await refusal(await archive(kiln))).toEqual({
      status: 422,
      message: WarehouseMessages.holdsSomething("Yard WH-KILN", { holdsStock: false, runningBatches: true })
    })
    for (const [hours, electricityMeter] of [
      [2, 490],
      [4, 480]
    ] as const)
      expect(
        (
          await write("POST", `/factory/drying-processes/${batch.id}/readings`, {
            electricityMeter,
            humidity: 11,
            readingTime: new Date(start.getTime() + hours * 3_600_000).toISOString()
          })
        ).status
      ).toBe(201)
    expect((await write("PUT", `/factory/drying-processes/${batch.id}`, { status: "COMPLETED" })).status).toBe(200)
    expect((await archive(kiln)).status).toBe(200)
  })

  it("given an empty warehouse, when it is archived, then it is archived", async () => {
    expect((await archive(await stockWarehouse(write, "WH-EMPTY"))).status).toBe(200)
  })
})
