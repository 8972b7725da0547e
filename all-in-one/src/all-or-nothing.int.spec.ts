import type { StockVerification, LotDto } from "@timber/contracts"
import { makeCommandService, seedAdmin, type CommandService } from "@timber/command-service"
import { makeSqlEventStore, testDatabases, type Database, type EventStore } from "@timber/eventstore"
import { ALL_PROJECTIONS, makeProjectionRunner, type ProjectionRunner } from "@timber/projections"
import { makeQueryService, type QueryService } from "@timber/query-service"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from "./config"
import { killable } from "./testing/killable-store"

let database: Database
let store: EventStore
let projections: ProjectionRunner
let queries: QueryService
let kill: ReturnType<typeof killable>
let commands: CommandService
let token: string
let woodTypeId: string
let warehouseId: string

const request = (service: { handle: (r: Request) => Promise<Response> }, method: string, path: string, json?: unknown, headers: Record<string, string> = {}) =>
  service.handle(
    new Request(`http://timber.test/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(json === undefined ? {} : { "content-type": "application/json" }), ...headers },
      body: json === undefined ? undefined : JSON.stringify(json)
    })
  )
const write = (method: string, path: string, json?: unknown, headers?: Record<string, string>) => request(commands, method, path, json, headers)
const read = async <T>(path: string) => {
  await projections.catchUp()
  const response = await request(queries, "GET", path)
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

/** A LOT with a receipt of three thicknesses (15, 10 and 5 cm: three stock rows), ready to submit. */
const receiptOf = async (lotNumber: string) => {
  const lot = (await (
    await write("POST", "/management/wood-receipts", {
      wood_type_id: woodTypeId,
      supplier: "Sao Hill",
      receipt_date: "2026-11-21",
      lot_number: lotNumber,
      purchase_order: "PO-1"
    })
  ).json()) as LotDto
  const items = [15, 10, 5].map((height) => ({ receipt_id: lot.id, length: 300, width: 20, height, quantity: 2 }))
  return { lot, submit: (headers?: Record<string, string>) => write("POST", "/factory/receipt-items", { warehouse_id: warehouseId, items }, headers) }
}

/** What of a receipt's submission is stored: the LOT's submission, and its movements in the ledger. */
const storedOf = async (lotId: string) => {
  const lot = await Effect.runPromise(store.readStream(`Lot-${lotId}`))
  const ledger = await read<{ total: number }>(`/management/stock/ledger?warehouseId=${warehouseId}&sourceDocumentId=${lotId}`)
  return { submitted: lot.some((e) => e.type === "ReceiptSubmitted"), movements: ledger.total }
}

beforeAll(async () => {
  database = await testDatabases("the run's engine").at(-1)!.open()
  store = await makeSqlEventStore(database)
  kill = killable(store)
  commands = await makeCommandService({ database, store: kill.store, jwtSecret: "test-secret", processes: false, signInLimits: { refusalFloorMs: 0 } })
  queries = await makeQueryService({ database, store, jwtSecret: "test-secret" })
  projections = makeProjectionRunner({ database, store, projections: ALL_PROJECTIONS })
  await seedAdmin({ database, store, email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD })
  const signIn = await commands.handle(
    new Request("http://timber.test/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD })
    })
  )
  token = ((await signIn.json()) as { token: string }).token
  woodTypeId = ((await (await write("POST", "/factory/wood-types", { name: "Teak" })).json()) as { id: string }).id
  warehouseId = ((await (await write("POST", "/management/warehouses", { code: "WH-KILL", name: "Yard" })).json()) as { id: string }).id
})
afterAll(async () => {
  await commands?.dispose()
  await queries?.dispose()
  await database?.close()
})

describe("a multi-row step is stored whole or not at all, wherever the process dies", () => {
  it("given an admin's receipt of three thicknesses, when the process dies at any call to the store, then the LOT and its three rows are all moved or none, and the ledger check is clean", async () => {
    // a first submission reads what a process reads once (the signed-in session's user, the streams it then keeps)
    expect((await (await receiptOf("LOT-KILL-WARM")).submit()).status).toBe(201)
    // how many calls the submission makes when nothing goes wrong
    const probe = await receiptOf("LOT-KILL-PROBE")
    const calls = kill.count()
    expect((await probe.submit()).status).toBe(201)
    const total = calls()
    expect(total).toBeGreaterThan(1)
    expect(await storedOf(probe.lot.id)).toEqual({ submitted: true, movements: 3 })

    const cases = [...Array.from({ length: total }, (_, at) => ({ at, when: "before" as const })), { at: total - 1, when: "after" as const }]
    for (const { at, when } of cases) {
      const { lot, submit } = await receiptOf(`LOT-KILL-${at}-${when}`)
      kill.arm(at, when)
      const died = await submit({ "idempotency-key": `kill-${at}-${when}` })
      expect(died.status).toBe(500)
      const stored = await storedOf(lot.id)
      // the append is the last call: dying before it stores nothing, dying after it everything
      expect(stored).toEqual(when === "after" ? { submitted: true, movements: 3 } : { submitted: false, movements: 0 })
      expect(await read<StockVerification>("/management/stock/verify")).toMatchObject({ mismatches: [] })
      if (when === "before") {
        // the user tries again: it completes, once
        expect((await submit({ "idempotency-key": `kill-${at}-${when}` })).status).toBe(201)
        expect(await storedOf(lot.id)).toEqual({ submitted: true, movements: 3 })
      }
    }
    expect(await read<StockVerification>("/management/stock/verify")).toMatchObject({ mismatches: [] })
  })
})
