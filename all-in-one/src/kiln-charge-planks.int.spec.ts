import type { DryingCostPage } from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { receivedLot, stockWarehouse, type Write } from "./testing/received-lot"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Issue 37 item 4: the main flow dries planks from the slicer, and their kiln charge had no TZS per
 * m³. A batch of sliced planks is sized from the slicer's own plank dimensions.
 */
let app: TestApp
let admin: string
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
})
afterAll(async () => app?.close())

describe("the kiln charge of a batch of sliced planks", () => {
  it("given four 1 in × 10 cm × 3 m planks sliced from a received sleeper, when two of them are dried, then the charge knows 0.01524 m³ from the slicer's sizes and its TZS per m³", async () => {
    const write: Write = (method, path, body) => app.api(path, { method, token: admin, json: body })
    const ok = async <T>(response: Promise<Response>) => {
      const answered = await response
      expect(answered.status, await answered.clone().text()).toBeLessThan(300)
      return json<T>(answered)
    }
    const woodTypeId = (await ok<{ id: string }>(write("POST", "/factory/wood-types", { name: "Mninga" }))).id
    const yard = await stockWarehouse(write, "WH-PLANKS")
    await receivedLot(write, { lotNumber: "LOT-PLANKS-01", woodTypeId, warehouseId: yard, sleepers: [{ height: 15.24, width: 20, length: 300, quantity: 1 }] })
    const operation = await ok<{ id: string }>(
      write("POST", "/factory/operations", {
        wood_type_id: woodTypeId,
        lot_number: "LOT-PLANKS-01",
        sleeper_number: 1,
        start_time: "2026-11-24T07:30:00.000Z",
        sleeper_sizes: [{ sequence: 1, width: 20, height: 15.24, length: 3, quantity: 1 }],
        plank_sizes: [{ sequence: 1, width: 10, height: 2.54, length: 3, quantity: 4, parentSequence: 1 }],
        notes: null
      })
    )
    await ok(write("PATCH", `/factory/operations/${operation.id}`, { status: "completed", updated_at: new Date().toISOString() }))
    const batch = await ok<{ id: string }>(
      write("POST", "/factory/drying-processes", {
        warehouseId: yard,
        woodTypeId,
        thickness: 25.4,
        thicknessUnit: "mm",
        stockThickness: '1"',
        // the planks' row: 2.54 × 10 cm is a 1" × 4" plank (issue 37 item 5)
        stockProduct: "PLANK",
        stockWidth: '4"',
        pieceCount: 2,
        startingElectricityUnits: 500,
        startTime: "2026-11-25T06:00:00.000Z",
        useStock: true
      })
    )
    for (const [hours, electricityMeter] of [
      [2, 490],
      [4, 480]
    ] as const)
      await ok(
        write("POST", `/factory/drying-processes/${batch.id}/readings`, {
          electricityMeter,
          humidity: 12,
          readingTime: new Date(Date.parse("2026-11-25T06:00:00.000Z") + hours * 3_600_000).toISOString()
        })
      )
    const completed = await app.api(`/factory/drying-processes/${batch.id}`, {
      method: "PUT",
      token: admin,
      json: { status: "COMPLETED", endTime: "2026-11-25T11:00:00.000Z" }
    })
    expect(completed.status).toBe(200)
    const page = await json<DryingCostPage>(
      app.api(`/factory/drying-costs?id=${batch.id}`, { token: admin, headers: { "x-min-position": completed.headers.get("x-event-position")! } })
    )
    const [charge] = page.items
    // 2 planks × 0.0254 m × 0.10 m × 3 m
    expect(charge).toMatchObject({ volumeSource: "sliced planks", kwhUsed: 20 })
    // the charge names the row the batch dried, as the batch does: the kiln charges show it as `Plank 1" × 4"`
    expect(charge).toMatchObject({ stockThickness: '1"', stockProduct: "PLANK", stockWidth: '4"' })
    expect(charge!.volumeM3).toBeCloseTo(0.01524, 10)
    expect(charge!.kwhPerM3).toBeCloseTo(20 / 0.01524, 6)
    expect(charge!.costPerM3).toBeCloseTo(charge!.totalCost! / 0.01524, 6)
  })
})
