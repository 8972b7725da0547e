import {
  AddReadingPayload,
  Bounds,
  CreateApprovalRulePayload,
  CreateUserPayload,
  CreateLotPayload,
  SaveCalculationPayload,
  SlicingOperationPayload,
  StartDryingPayload,
  WoodTypePayload
} from "@timber/contracts"
import { randomUUID } from "node:crypto"
// effect's own fast-check: its Arbitrary.make answers with that copy's arbitraries
import { Arbitrary, Effect, FastCheck as fc, JSONSchema, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Issue 9 item 1: whatever the contract accepts, every read model can hold. Bodies come from
 * the contract schemas themselves (Effect's Arbitrary), with some leaves pushed to edge values
 * (every bound's maximum, just past it, 2^31, 1e308, the longest texts), and go through the
 * real HTTP command path.
 */

let app: TestApp
let admin: string
let adminId: string
let woodTypeId: string
let lotNumber: string
let dryingId: string
let lotId: string

const created = async (response: Promise<Response>) => {
  const r = await response
  expect(r.status, await r.clone().text()).toBe(201)
  return (await r.json()) as { id: string; lotNumber?: string }
}

beforeAll(async () => {
  app = await startTestApp()
  admin = await app.login()
  adminId = ((await (await app.api("/auth/me", { token: admin })).json()) as { id: string }).id
  woodTypeId = (await created(app.api("/factory/wood-types", { method: "POST", token: admin, json: { name: "Mninga" } }))).id
  lotNumber = "LOT-BOUNDS-1"
  lotId = (
    await created(
      app.api("/management/wood-receipts", {
        method: "POST",
        token: admin,
        json: { wood_type_id: woodTypeId, supplier: "S", receipt_date: "2026-11-21", lot_number: lotNumber, purchase_order: "PO" }
      })
    )
  ).id
  dryingId = (await created(app.api("/factory/drying-processes", { method: "POST", token: admin, json: { woodTypeId, thickness: 25, pieceCount: 10 } }))).id
})
afterAll(async () => app?.close())

const numberBounds = (Object.values(Bounds) as ReadonlyArray<unknown>).filter(
  (b): b is { readonly min: number; readonly max: number } => typeof b === "object" && b !== null && "max" in b && typeof b.max === "number"
)
const edgeNumbers = [
  ...new Set([0, 1, 0.5, 2 ** 31 - 1, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e12, 1e15, 1e308, ...numberBounds.flatMap((b) => [b.min, b.max, b.max + 1])])
]
const edgeLengths = [...new Set(Object.values(Bounds.text).flatMap((n) => [n, n + 1]))]
const edgeText = fc.constantFrom(...edgeLengths).map((n) => "x".repeat(n))

type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }

/** Every number or text leaf of a body, with a way to replace it. */
const leaves = (value: Json, set: (v: Json) => void, out: Array<{ readonly value: Json; readonly set: (v: Json) => void }>) => {
  if (typeof value === "number" || typeof value === "string") out.push({ value, set })
  else if (Array.isArray(value)) value.forEach((item, i) => leaves(item, (v) => ((value as Json[])[i] = v), out))
  else if (value !== null && typeof value === "object") {
    const record = value as Record<string, Json>
    for (const key of Object.keys(record)) leaves(record[key]!, (v) => (record[key] = v), out)
  }
  return out
}

interface JsonSchemaNode {
  readonly type?: string
  readonly maximum?: number
  readonly maxLength?: number
  readonly pattern?: string
  readonly anyOf?: ReadonlyArray<JsonSchemaNode>
  readonly items?: JsonSchemaNode
  readonly properties?: Readonly<Record<string, JsonSchemaNode>>
}

/** The body with every number at its maximum and every free text at its longest, as the contract's JSON Schema states them. */
const atMaxima = (value: Json, node: JsonSchemaNode | undefined): Json => {
  if (node === undefined || value === null) return value
  if (node.anyOf)
    return atMaxima(
      value,
      node.anyOf.find((member) => member.type !== "null")
    )
  if (typeof value === "number") return node.maximum ?? value
  if (typeof value === "string") return node.maxLength !== undefined && node.pattern === undefined ? "x".repeat(node.maxLength) : value
  if (Array.isArray(value)) return value.map((item) => atMaxima(item, node.items))
  if (typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, atMaxima(v, node.properties?.[key])]))
  return value
}

/**
 * A body generated from the schema, then: kept as it is, or every field at its maximum, or up
 * to three leaves pushed to an edge (a bound's maximum, just past it, 2^31, 1e308, …).
 */
const bodyOf = <A, I>(schema: Schema.Schema<A, I>) => {
  const jsonSchema = JSONSchema.make(schema) as JsonSchemaNode
  return fc
    .tuple(
      Arbitrary.make(schema),
      fc.constantFrom("generated", "at maxima", "edges"),
      fc.array(fc.tuple(fc.nat(), fc.constantFrom(...edgeNumbers), edgeText), { minLength: 1, maxLength: 3 })
    )
    .map(([value, mode, edges]) => {
      const body = structuredClone(Schema.encodeSync(schema)(value)) as unknown as Record<string, Json>
      if (mode === "generated") return body
      if (mode === "at maxima") return atMaxima(body, jsonSchema) as Record<string, Json>
      const all = leaves(body, () => undefined, [])
      for (const [index, number, text] of edges) {
        const leaf = all[index % Math.max(1, all.length)]
        if (leaf) leaf.set(typeof leaf.value === "number" ? number : text)
      }
      return body
    })
}

interface WriteCase {
  readonly name: string
  readonly path: string
  readonly list: string
  readonly body: fc.Arbitrary<Record<string, unknown>>
}

let unique = 0
const next = () => ++unique

// references must point at things that exist, or the command is refused before it could project
const cases = (): ReadonlyArray<WriteCase> => [
  { name: "wood type", path: "/factory/wood-types", list: "/factory/wood-types", body: bodyOf(WoodTypePayload) },
  {
    name: "LOT",
    path: "/management/wood-receipts",
    list: "/management/wood-receipts",
    body: bodyOf(CreateLotPayload).map((b) => ({
      ...b,
      wood_type_id: woodTypeId,
      lot_number: `${String(b.lot_number).slice(0, 50)}-${next()}`.slice(-Bounds.text.lotNumber)
    }))
  },
  {
    name: "calculation",
    path: "/factory/calculations",
    list: "/factory/calculations",
    body: bodyOf(SaveCalculationPayload).map(({ volume_m3: _v, planks_per_m3: _p, price_per_m3: _m, user_id: _u, ...b }) => ({
      ...b,
      wood_type_id: woodTypeId
    }))
  },
  {
    name: "approval rule",
    path: "/management/approval-rules",
    list: "/management/approval-rules",
    body: bodyOf(CreateApprovalRulePayload).map((b) => ({ ...b, approver_id: adminId }))
  },
  {
    name: "slicing operation",
    path: "/factory/operations",
    list: `/factory/operations?lot_number=${encodeURIComponent("LOT-BOUNDS-1")}`,
    body: bodyOf(SlicingOperationPayload).map((b) => ({ ...b, wood_type_id: woodTypeId, lot_number: lotNumber, status: undefined }))
  },
  {
    name: "drying batch",
    path: "/factory/drying-processes",
    list: "/factory/drying-processes",
    body: bodyOf(StartDryingPayload).map(({ warehouseId: _w, useStock: _u, stockThickness: _s, ...b }) => ({ ...b, woodTypeId }))
  },
  { name: "drying reading", path: `/factory/drying-processes/${dryingId}/readings`, list: "/factory/drying-processes", body: bodyOf(AddReadingPayload) },
  {
    name: "user",
    path: "/users",
    // the approver choices list active users
    list: "/users/profiles",
    body: bodyOf(CreateUserPayload).map((b) => ({ ...b, email: `bounds.${next()}@timber.works`, role: "USER", permissions: undefined, isActive: true }))
  }
]

const projectionsStopped = async () => {
  const statuses = (await (await app.api("/system/projections", { token: admin })).json()) as Array<{ name: string; state: string; lastError: string | null }>
  return statuses.filter((s) => s.state !== "running" || s.lastError !== null)
}

describe("an accepted command always projects", () => {
  it("property: every body the contract accepts, at its bounds or inside them, is seen in its list and stops no projection", async () => {
    let accepted = 0
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...cases()).chain((c) => c.body.map((body) => [c, body] as const)),
        async ([c, body]) => {
          const response = await app.api(c.path, { method: "POST", token: admin, json: body })
          const text = await response.text()
          expect(response.status, `${c.name} ${JSON.stringify(body).slice(0, 300)} -> ${text}`).toBeLessThan(500)
          if (response.status >= 300) return
          accepted++
          const id = c.name === "drying reading" ? dryingId : (JSON.parse(text) as { id: string }).id
          const list = await app.api(c.list, { token: admin, headers: { "x-min-position": response.headers.get("x-event-position") ?? "0" } })
          expect(await list.text(), `${c.name} ${id} is listed`).toContain(id)
          expect(await projectionsStopped(), `after ${c.name} ${JSON.stringify(body).slice(0, 300)}`).toEqual([])
        }
      ),
      { numRuns: 40 }
    )
    // the property is about accepted commands: make sure it saw plenty of them
    expect(accepted).toBeGreaterThan(15)
  }, 180_000)

  it("a LOT event appended before the bounds existed, with 1,000,000,000,000 pieces, still projects and is listed with its pieces", async () => {
    // the log is never edited: an install that accepted such a LOT must recover, not stop forever
    const [recorded] = await Effect.runPromise(app.store.readStream(`Lot-${lotId}`))
    const legacyId = randomUUID()
    const data = { ...(recorded!.data as Record<string, unknown>), lotId: legacyId, lotNumber: "LOT-LEGACY-HUGE", estimatedPieces: 1_000_000_000_000 }
    const { position } = await Effect.runPromise(
      app.store.appendToStream(`Lot-${legacyId}`, [{ id: randomUUID(), type: recorded!.type, data, metadata: recorded!.metadata }], {
        expectedRevision: "no_stream"
      })
    )
    const list = await app.api("/management/wood-receipts", { token: admin, headers: { "x-min-position": position.toString() } })
    const lots = ((await list.json()) as { items: Array<{ id: string; estimatedPieces: number | null }> }).items
    expect(lots.find((l) => l.id === legacyId)?.estimatedPieces).toBe(1_000_000_000_000)
    expect(await projectionsStopped()).toEqual([])
  })
})
