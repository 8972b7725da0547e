import { HttpApi } from "@effect/platform"
import { isCatalogueMessage, WriteApi } from "@timber/contracts"
import { Arbitrary, Effect, FastCheck as fc, Option, Schema, SchemaAST } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Issue 9 item 3, server half: every write endpoint (read from the `WriteApi` definition, so a
 * new endpoint is covered without touching this file) refuses a table of invalid bodies with a
 * 400 whose message is a sentence of the catalogue, never schema text, and appends nothing.
 */

let app: TestApp
let admin: string
const fixtureIds = new Map<string, string>()

const created = async (response: Promise<Response>) => {
  const r = await response
  expect(r.status, await r.clone().text()).toBe(201)
  return ((await r.json()) as { id: string }).id
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  const adminId = ((await (await app.api("/auth/me", { token: admin })).json()) as { id: string }).id
  const woodTypeId = await created(app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mvule" } }))
  const lot = { wood_type_id: woodTypeId, supplier: "S", receipt_date: "2026-11-21", lot_number: "LOT-INVALID", purchase_order: "PO" }
  fixtureIds.set("/management/wood-receipts", await created(app.api("/management/wood-receipts", { method: "POST", token: admin, json: lot })))
  fixtureIds.set("/factory/wood-types", woodTypeId)
  fixtureIds.set(
    "/management/approval-rules",
    await created(
      app.api("/management/approval-rules", {
        method: "POST",
        token: admin,
        json: { module: "WoodSlicer", condition_type: "volume_above", condition_value: 5, approver_id: adminId }
      })
    )
  )
  fixtureIds.set(
    "/factory/operations",
    await created(
      app.api("/factory/operations", {
        method: "POST",
        token: admin,
        json: {
          wood_type_id: woodTypeId,
          lot_number: "LOT-INVALID",
          sleeper_number: 1,
          sleeper_sizes: [{ sequence: 1, width: 20, height: 20, length: 2, quantity: 1 }],
          plank_sizes: [{ sequence: 1, width: 8, height: 8, length: 2, quantity: 4 }]
        }
      })
    )
  )
  fixtureIds.set(
    "/factory/drying-processes",
    await created(app.api("/factory/drying-processes", { method: "POST", token: admin, json: { woodTypeId, thickness: 25, pieceCount: 10 } }))
  )
})
afterAll(async () => app?.close())

interface WriteEndpoint {
  readonly method: string
  readonly path: string
  readonly payload: Schema.Schema<unknown, unknown>
}

/** Every endpoint of the write API that takes a body. */
const writeEndpoints = (): ReadonlyArray<WriteEndpoint> => {
  const out: Array<WriteEndpoint> = []
  HttpApi.reflect(WriteApi, {
    onGroup: () => undefined,
    onEndpoint: ({ endpoint }) => {
      const payload = endpoint.payloadSchema as unknown as Option.Option<Schema.Schema<unknown, unknown>>
      if (endpoint.method === "GET" || Option.isNone(payload)) return
      out.push({ method: endpoint.method, path: endpoint.path.replace(/^\/api/, ""), payload: payload.value })
    }
  })
  return out
}

/** A path with its `:id` filled by the thing of that collection this file made (or an unknown id). */
const concretePath = (path: string) => path.replace(/^(.*?)\/:id/, (_, collection: string) => `${collection}/${fixtureIds.get(collection) ?? "unknown-id"}`)

/** The top-level fields of a body schema, over every member of a union. */
const fieldNames = (ast: SchemaAST.AST): ReadonlyArray<string> => {
  switch (ast._tag) {
    case "TypeLiteral":
      return ast.propertySignatures.map((p) => String(p.name))
    case "Union":
      return [...new Set(ast.types.flatMap(fieldNames))]
    case "Refinement":
    case "Transformation":
      return fieldNames(ast._tag === "Refinement" ? ast.from : ast.to)
    default:
      return []
  }
}

const WHOLE_BODIES: ReadonlyArray<unknown> = [[], "a body", 42, null, {}]
const INVALID_VALUES: ReadonlyArray<unknown> = [-1, 3.5, 1e308, -1e308, "NaN", "x".repeat(5_000), "\u0000", true, { nested: 1 }, [1, 2], "2026-02-30", ""]

/** One valid-looking body per endpoint, so one spoiled field is the only thing wrong with it. */
const baseBody = (payload: Schema.Schema<unknown, unknown>) => {
  const [value] = fc.sample(Arbitrary.make(payload), { numRuns: 1, seed: 9 })
  return Schema.encodeSync(payload)(value) as Record<string, unknown>
}

const cases = () =>
  writeEndpoints().flatMap((endpoint) => {
    const base = baseBody(endpoint.payload)
    const spoiled = fieldNames(endpoint.payload.ast).flatMap((field, i) =>
      // two values per field, rotating so that every value meets every kind of field across endpoints
      [0, 1].map((k) => {
        const value = INVALID_VALUES[(i * 2 + k) % INVALID_VALUES.length]
        return { endpoint, body: { ...base, [field]: value } as unknown, what: `${field} = ${JSON.stringify(value)?.slice(0, 20)}` }
      })
    )
    return [...WHOLE_BODIES.map((body) => ({ endpoint, body, what: `body ${JSON.stringify(body)}` })), ...spoiled]
  })

const SCHEMA_TEXT = /Expected|actual|readonly|<declaration|is missing|is unexpected|[{}<>]|\bSchema\b/

describe("invalid bodies at every write endpoint", () => {
  it("covers every write endpoint of the contract that takes a body", () => {
    const paths = writeEndpoints().map((e) => `${e.method} ${e.path}`)
    expect(paths).toEqual(
      expect.arrayContaining(["POST /management/wood-receipts", "POST /factory/operations", "POST /factory/drying-processes/:id/readings", "POST /users"])
    )
    expect(paths.length).toBeGreaterThanOrEqual(15)
  })

  it("answers each invalid body with a catalogue sentence (never schema text), on the field when it names one, and appends nothing", async () => {
    const refused: Array<string> = []
    for (const { endpoint, body, what } of cases()) {
      const before = await Effect.runPromise(app.store.headPosition())
      const path = concretePath(endpoint.path)
      const response = await app.api(path, { method: endpoint.method, token: admin, json: body })
      const text = await response.text()
      const where = `${endpoint.method} ${path} with ${what} -> ${response.status} ${text}`
      expect(response.status, where).toBeLessThan(500)
      if (response.status !== 400) continue
      refused.push(where)
      const { message, details } = JSON.parse(text) as { message: string; details?: { fields?: Array<{ path: string; message: string }> } }
      expect(message, where).not.toMatch(SCHEMA_TEXT)
      expect(isCatalogueMessage(message), `not in the catalogue: ${where}`).toBe(true)
      for (const field of details?.fields ?? []) {
        expect(field.message, where).not.toMatch(SCHEMA_TEXT)
        expect(isCatalogueMessage(field.message), `field message not in the catalogue: ${where}`).toBe(true)
      }
      expect(await Effect.runPromise(app.store.headPosition()), where).toBe(before)
    }
    // the table is about refusals: most of it must be refused
    expect(refused.length).toBeGreaterThan(150)
  }, 180_000)
})
