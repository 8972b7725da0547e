import type { DryingBatch } from "@timber/contracts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Drying batch numbers as the business reads them, DB-<year>-<0001>, claimed like transfer numbers
 * and slicing serials (issue 36 item 4): before, the millisecond in base 36 with the asset tags'
 * UD- prefix, never claimed, so 5–9 of 60 concurrent starts shared a number.
 */
let app: TestApp
let admin: string
let woodTypeId: string

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  woodTypeId = ((await (await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mninga" } })).json()) as { id: string }).id
})
afterAll(async () => app?.close())

const start = () =>
  app.api("/factory/drying-processes", {
    method: "POST",
    token: admin,
    json: { woodTypeId, thickness: 50, thicknessUnit: "mm", pieceCount: 10, startingHumidity: 40, startingElectricityUnits: 100, useStock: false }
  })

describe("drying batch numbers", () => {
  it("given 60 batches started at the same moment, then each gets its own number, DB-<year>-0001 to DB-<year>-0060", { timeout: 120_000 }, async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, start))
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(60).fill(201))
    const numbers = await Promise.all(answers.map(async (answer) => ((await answer.json()) as DryingBatch).batchNumber))
    const year = new Date().getUTCFullYear()
    expect([...numbers].sort()).toEqual(Array.from({ length: 60 }, (_, i) => `DB-${year}-${String(i + 1).padStart(4, "0")}`))
  })

  it("given batches started one after another, then the next takes the year's next number", async () => {
    const next = (await (await start()).json()) as DryingBatch
    expect(next.batchNumber).toBe(`DB-${new Date().getUTCFullYear()}-0061`)
  })
})
