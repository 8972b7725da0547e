import type { DryingBatch } from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
})
afterAll(async () => app?.close())

describe("a completed drying batch, as the read side shows it", () => {
  it("given a batch with two readings, when it is completed, then the drying list reads it back COMPLETED with its end time, no longer ongoing", async () => {
    const woodTypeId = (await json<{ id: string }>(app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mninga" } }))).id
    const batch = await json<DryingBatch>(
      app.api("/factory/drying-processes", {
        method: "POST",
        token: admin,
        json: {
          woodTypeId,
          thickness: 25,
          thicknessUnit: "mm",
          pieceCount: 40,
          startingHumidity: 40,
          startingElectricityUnits: 500,
          notes: null,
          useStock: false
        }
      })
    )
    for (const [humidity, meter, minutes] of [
      [33, 480, 60],
      [18, 440, 120]
    ] as const) {
      const reading = await app.api(`/factory/drying-processes/${batch.id}/readings`, {
        method: "POST",
        token: admin,
        json: { electricityMeter: meter, humidity, readingTime: new Date(Date.now() + minutes * 60_000).toISOString() }
      })
      expect(reading.status).toBe(201)
    }
    const completed = await app.api(`/factory/drying-processes/${batch.id}`, { method: "PUT", token: admin, json: { status: "COMPLETED" } })
    expect(completed.status).toBe(200)

    const listed = (
      await json<{ items: DryingBatch[] }>(
        app.api("/factory/drying-processes", { token: admin, headers: { "x-min-position": completed.headers.get("x-event-position")! } })
      )
    ).items
    const row = listed.find((process) => process.id === batch.id)
    expect(row).toMatchObject({ status: "COMPLETED", endTime: expect.any(String) })
    expect(listed.filter((process) => process.status === "IN_PROGRESS")).toEqual([])
  })
})
