import { calculatePlankPrice } from "@timber/domain"
import { Effect } from "effect"
import { sql } from "kysely"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string
let woodTypeId: string

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  woodTypeId = ((await (await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mvule" } })).json()) as { id: string }).id
})
afterAll(async () => app?.close())

/** A saved calculation has no unique field, so nothing but the key can stop a second copy. */
const saveCalculation = (key: string, notes: string) => {
  const figures = calculatePlankPrice({ thicknessInches: 2, widthInches: 6, lengthFeet: 12, pricePerPlank: 30_000, priceIncludesVat: false, vatPercent: 18 })
  return app.api("/factory/calculations", {
    method: "POST",
    token: admin,
    headers: { "idempotency-key": key },
    json: {
      wood_type_id: woodTypeId,
      thickness: 2,
      width: 6,
      length: 12,
      price_per_plank: 30_000,
      tax_percentage: 18,
      volume_m3: figures.volumePerPlank,
      planks_per_m3: figures.planksPerCubicMetre,
      price_per_m3: figures.pricePerCubicMetreExcludingVat,
      notes
    }
  })
}

const savedWithNotes = async (notes: string) => {
  // the log is read up to its readable head, which trails a commit while another transaction of the
  // shared database is in flight: wait until it covers what was committed before this read
  await Effect.runPromise(app.store.headPosition())
  const events = await Effect.runPromise(app.store.readAll({ fromPosition: 0n, limit: 10_000, eventTypes: ["CalculationSaved"] }))
  return events.filter((event) => (event.data as { notes: string | null }).notes === notes)
}

describe("Idempotency-Key on writes", () => {
  it("given two copies of one request racing with the same Idempotency-Key, then the calculation is saved once and both copies succeed", async () => {
    const answers = await Promise.all([saveCalculation("race-key-1", "raced"), saveCalculation("race-key-1", "raced")])
    expect(await savedWithNotes("raced")).toHaveLength(1)
    expect(answers.map((answer) => answer.status)).toEqual([201, 201])
    const [first, second] = await Promise.all(answers.map(async (answer) => (await answer.json()) as { id: string }))
    expect(second!.id).toBe(first!.id)
  })

  it("given a second copy that passed the answer check before the first stored its answer, then the ids derived from the key append nothing twice and it answers with the same calculation", async () => {
    const first = await saveCalculation("late-copy-1", "late copy")
    expect(first.status).toBe(201)
    // the moment of the race, held still: the first copy appended, its answer not stored yet
    await sql`delete from idempotent_requests where key = ${"late-copy-1"}`.execute(app.database.db)
    const second = await saveCalculation("late-copy-1", "late copy")
    expect(await savedWithNotes("late copy")).toHaveLength(1)
    expect(second.status).toBe(201)
    expect(((await second.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id)
  })

  it("given a request retried after its answer was lost, then the retry gets the first answer back and nothing is appended", async () => {
    const first = await saveCalculation("retry-key-1", "retried")
    expect(first.status).toBe(201)
    const firstBody = await first.text()
    const retry = await saveCalculation("retry-key-1", "retried")
    expect(retry.status).toBe(201)
    expect(await retry.text()).toBe(firstBody)
    expect(retry.headers.get("x-event-position")).toBe(first.headers.get("x-event-position"))
    expect(await savedWithNotes("retried")).toHaveLength(1)
  })

  it("given a different Idempotency-Key, then the same body is a new calculation", async () => {
    expect((await saveCalculation("other-key-1", "twice")).status).toBe(201)
    expect((await saveCalculation("other-key-2", "twice")).status).toBe(201)
    expect(await savedWithNotes("twice")).toHaveLength(2)
  })

  it("given a double click that sent one warehouse twice at once with the same Idempotency-Key, then one warehouse is created and both copies answer 201 with it (no 'already exists')", async () => {
    const create = () =>
      app.api("/management/warehouses", {
        method: "POST",
        token: admin,
        headers: { "idempotency-key": "double-click-wh-1" },
        json: { code: "WH-DBL", name: "Double click yard" }
      })
    const answers = await Promise.all([create(), create()])
    const bodies = await Promise.all(
      answers.map(async (answer) => ({ status: answer.status, body: (await answer.json()) as { id?: string; message?: string } }))
    )
    expect(bodies.map((b) => b.status)).toEqual([201, 201])
    expect(bodies[1]!.body.id).toBe(bodies[0]!.body.id)
    await Effect.runPromise(app.store.headPosition())
    const created = await Effect.runPromise(app.store.readAll({ fromPosition: 0n, limit: 10_000, eventTypes: ["WarehouseCreated"] }))
    expect(created.filter((event) => (event.data as { code?: string }).code === "WH-DBL")).toHaveLength(1)
  })
})
