import { Effect } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

let app: TestApp
let admin: string
let lotId: string
let woodTypeId: string
let ruleId: string
let operationId: string
let dryingId: string

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  woodTypeId = ((await (await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mvule" } })).json()) as { id: string }).id
  const lot = await app.api("/management/wood-receipts", {
    method: "POST",
    token: admin,
    json: { wood_type_id: woodTypeId, supplier: "S", receipt_date: "2026-11-21", lot_number: "LOT-FUZZ", purchase_order: "PO" }
  })
  lotId = ((await lot.json()) as { id: string }).id
  const id = async (response: Promise<Response>) => {
    const r = await response
    const body = (await r.json()) as { id: string }
    // the body says why when the setup is refused
    expect({ status: r.status, body }).toMatchObject({ status: 201 })
    return body.id
  }
  const adminId = ((await (await app.api("/auth/me", { token: admin })).json()) as { id: string }).id
  ruleId = await id(
    app.api("/management/approval-rules", {
      method: "POST",
      token: admin,
      json: { module: "WoodSlicer", condition_type: "volume_above", condition_value: 5, approver_id: adminId }
    })
  )
  operationId = await id(
    app.api("/factory/operations", {
      method: "POST",
      token: admin,
      json: {
        wood_type_id: woodTypeId,
        lot_number: "LOT-FUZZ",
        sleeper_number: 1,
        sleeper_sizes: [{ sequence: 1, width: 20, height: 20, length: 2, quantity: 1 }],
        plank_sizes: [{ sequence: 1, width: 8, height: 8, length: 2, quantity: 4 }]
      }
    })
  )
  dryingId = await id(app.api("/factory/drying-processes", { method: "POST", token: admin, json: { woodTypeId, thickness: 25, pieceCount: 10 } }))
})
afterAll(async () => app?.close())

const writeEndpoints = () =>
  [
    ["POST", "/management/wood-receipts"],
    ["PUT", `/management/wood-receipts/${lotId}`],
    ["PATCH", `/management/wood-receipts/${lotId}`],
    ["POST", "/factory/wood-types"],
    ["PUT", `/factory/wood-types/${woodTypeId}`],
    ["POST", "/users"],
    ["POST", "/auth/login"],
    ["POST", "/factory/calculations"],
    ["PATCH", "/management/approvals/not-a-request"],
    ["POST", "/management/approval-rules"],
    ["PATCH", `/management/approval-rules/${ruleId}`],
    ["POST", "/factory/operations"],
    ["PATCH", `/factory/operations/${operationId}`],
    ["POST", "/factory/drying-processes"],
    ["PUT", `/factory/drying-processes/${dryingId}`],
    ["POST", `/factory/drying-processes/${dryingId}/readings`]
  ] as const

/** Bodies a careless or hostile client sends: wrong types, missing and extra fields, junk, non-JSON. */
const junkBody = fc.oneof(
  fc.json().map((json) => ({ raw: json })),
  fc.string().map((text) => ({ raw: text })),
  fc
    .record(
      {
        wood_type_id: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        supplier: fc.oneof(fc.string(), fc.integer(), fc.boolean()),
        receipt_date: fc.oneof(
          fc.string(),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          fc.integer()
        ),
        lot_number: fc.oneof(fc.string(), fc.constant(null)),
        purchase_order: fc.anything(),
        total_volume_m3: fc.oneof(fc.double(), fc.string(), fc.constant(-1)),
        total_pieces: fc.oneof(fc.double(), fc.integer({ min: -5, max: 5 })),
        status: fc.oneof(fc.constantFrom("COMPLETED", "PENDING", "SLICING", "bogus"), fc.integer()),
        name: fc.oneof(fc.string(), fc.integer()),
        email: fc.oneof(fc.emailAddress(), fc.string()),
        password: fc.oneof(fc.string(), fc.integer()),
        thickness: fc.oneof(fc.double(), fc.string()),
        price_per_plank: fc.oneof(fc.double(), fc.string()),
        module: fc.oneof(fc.constantFrom("WoodSlicer", "WoodCalculator", "Nope"), fc.integer()),
        condition_type: fc.oneof(fc.constantFrom("cost_above", "waste_percentage_above"), fc.string()),
        condition_value: fc.oneof(fc.double(), fc.string()),
        sleeper_number: fc.oneof(fc.integer({ min: -2, max: 3 }), fc.string()),
        plank_sizes: fc.oneof(fc.constant([]), fc.array(fc.anything(), { maxLength: 2 })),
        woodTypeId: fc.oneof(fc.string(), fc.integer()),
        pieceCount: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.double()),
        humidity: fc.oneof(fc.double(), fc.integer({ min: -10, max: 200 })),
        electricityMeter: fc.oneof(fc.double(), fc.string())
      },
      { requiredKeys: [] }
    )
    .map((o) => ({ raw: JSON.stringify(o) }))
)

describe("bad input", () => {
  it("property: random bodies at every write endpoint get a 4xx with a message, never a 500, and append nothing unless valid", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writeEndpoints()), junkBody, async ([method, path], body) => {
        const before = await Effect.runPromise(app.store.headPosition())
        const response = await app.api(path, { method, token: admin, headers: { "content-type": "application/json" }, body: body.raw })
        const text = await response.text()
        expect(response.status, `${method} ${path} ${body.raw} -> ${text}`).toBeLessThan(500)
        if (response.status >= 400) {
          const parsed = JSON.parse(text) as { error: string; message: string }
          expect(typeof parsed.error).toBe("string")
          expect(parsed.message.length).toBeGreaterThan(0)
          // a refused login may record the failed attempt; every other refusal appends nothing
          if (path !== "/auth/login") expect(await Effect.runPromise(app.store.headPosition())).toBe(before)
        }
      }),
      { numRuns: 300 }
    )
  })

  it("refuses an oversized body with 413 and a clear message", async () => {
    const response = await app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "x".repeat(2_000_000) } })
    expect(response.status).toBe(413)
    expect(((await response.json()) as { message: string }).message).toMatch(/larger than/)
  })

  it("answers unknown ids with 404", async () => {
    const response = await app.api("/management/wood-receipts/does-not-exist", { method: "PATCH", token: admin, json: { status: "COMPLETED" } })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: "NotFound", message: "Wood receipt not found" })
  })
})
