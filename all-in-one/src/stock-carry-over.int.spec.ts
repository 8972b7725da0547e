import { StockMessages, type StockLedgerEntry, type StockVerification, type WarehouseStockRow } from "@timber/contracts"
import { makeSqlEventStore, openDatabase } from "@timber/eventstore"
import { Effect } from "effect"
import { randomUUID } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { receivedLot, stockWarehouse, type Write } from "./testing/received-lot"
import { startTestApp, type TestApp } from "./testing/test-app"

/**
 * Stock in nominal sizes (issue 37 item 5): a store holding rows of the old shape (warehouse × wood
 * type × thickness text, pieces only), written as the product wrote them before, is carried over
 * when the product starts — by events (the legacy rows' quantities move out, the nominal rows'
 * in), never by editing the old ones.
 */
const dataDir = mkdtempSync(join(tmpdir(), "timber-carry-"))
const url = process.env.DATABASE_URL
const schema = `carry_${randomUUID().replace(/-/g, "").slice(0, 12)}`
const sameStore = { dataDir, ...(url ? { databaseSchema: schema } : {}) }
let app: TestApp
let admin: string
let legacyYard: string
let woodTypeId: string
let lotId: string
let positions: bigint

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const read = async <T>(path: string) => {
  const response = await app.api(path, { token: admin, headers: { "x-min-position": positions.toString() } })
  expect(response.status, path).toBe(200)
  return json<T>(response)
}

/** A StockMoved as the product stored it before nominal sizes: no product, no width, pieces without m³. */
const legacyMove = (thickness: string, movementId: string, source: string, document: string | null, changes: ReadonlyArray<[string, number, number]>) => ({
  id: randomUUID(),
  type: "StockMoved",
  data: {
    stockRowId: `${legacyYard}~${woodTypeId}~${thickness}`,
    warehouseId: legacyYard,
    woodTypeId,
    thickness,
    movementId,
    source,
    sourceDocumentId: document,
    sourceDocumentNumber: document === null ? null : "LOT-OLD",
    reason: source === "RECEIPT_COMPLETED" ? "Receipt completed" : "Stock count",
    notes: null,
    changes: changes.map(([bucket, before, after]) => ({ bucket, before, after, change: after - before }))
  },
  metadata: {
    userId: "u-old",
    userEmail: "admin@timber.works",
    correlationId: "c-old",
    causationId: "c-old",
    occurredAt: "2026-11-20T09:00:00.000Z",
    schemaVersion: 1
  }
})

beforeAll(async () => {
  if (url) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query(`create schema ${schema}`)
    await client.end()
  }
  // the first start: a wood type, two yards, and a LOT whose receipt measured sleepers of 15 cm (all 20 cm wide) and 16 cm (20 and 23 cm wide)
  app = await startTestApp(sameStore)
  admin = await app.login()
  const asAdmin: Write = (method, path, body) => app.api(path, { method, token: admin, json: body })
  woodTypeId = (await json<{ id: string }>(asAdmin("POST", "/factory/wood-types", { name: "Mvule" }))).id
  const yard = await stockWarehouse(asAdmin, "WH-NEW")
  legacyYard = await stockWarehouse(asAdmin, "WH-OLD")
  lotId = (
    await receivedLot(asAdmin, {
      lotNumber: "LOT-OLD",
      woodTypeId,
      warehouseId: yard,
      sleepers: [
        { height: 15, width: 20, length: 300, quantity: 3 },
        { height: 16, width: 20, length: 300, quantity: 1 },
        { height: 16, width: 23, length: 300, quantity: 1 }
      ]
    })
  ).id
  await app.close()

  // what the product stored before nominal sizes, appended through the store port: that LOT's sleepers in the old
  // yard as rows of 5.91" and 6.3", one dried, a minimum on the 6.3" row, and 2" pieces a count found
  const database = await openDatabase({ databaseUrl: url, schema: url ? schema : undefined, dataDir: url ? undefined : join(dataDir, "pglite") })
  const store = await makeSqlEventStore(database)
  const append = (thickness: string, events: ReadonlyArray<ReturnType<typeof legacyMove> | object>) =>
    Effect.runPromise(store.appendToStream(`StockRow-${legacyYard}~${woodTypeId}~${thickness}`, events as never, { expectedRevision: "no_stream" }))
  await append('5.91"', [
    legacyMove('5.91"', `RECEIPT_COMPLETED:${lotId}:a`, "RECEIPT_COMPLETED", lotId, [["NOT_DRIED", 0, 3]]),
    legacyMove('5.91"', "DRYING_STARTED:d-old:start", "DRYING_STARTED", null, [
      ["NOT_DRIED", 3, 2],
      ["UNDER_DRYING", 0, 1]
    ])
  ])
  await append('6.3"', [
    legacyMove('6.3"', `RECEIPT_COMPLETED:${lotId}:b`, "RECEIPT_COMPLETED", lotId, [["NOT_DRIED", 0, 2]]),
    {
      id: randomUUID(),
      type: "StockMinimumSet",
      data: { stockRowId: `${legacyYard}~${woodTypeId}~6.3"`, warehouseId: legacyYard, woodTypeId, thickness: '6.3"', minimum: 3 },
      metadata: {
        userId: "u-old",
        userEmail: "admin@timber.works",
        correlationId: "c-old",
        causationId: "c-old",
        occurredAt: "2026-11-20T09:00:00.000Z",
        schemaVersion: 1
      }
    }
  ])
  await append('2"', [legacyMove('2"', "ADJUSTMENT:adj-old", "ADJUSTMENT", "adj-old", [["DRIED", 0, 7]])])
  await store.close()
  await database.close()

  // the product starts again on that store
  app = await startTestApp(sameStore)
  admin = await app.login()
  await app.processesSettled()
  positions = await Effect.runPromise(app.store.headPosition())
}, 120_000)

afterAll(async () => {
  await app?.close()
  rmSync(dataDir, { recursive: true, force: true })
  if (url) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query(`drop schema ${schema} cascade`)
    await client.end()
  }
})

describe("legacy stock rows are carried over to nominal sizes when the product starts (issue 37 item 5)", () => {
  it('given rows of 5.91" and 6.3" sleepers and 2" pieces stored before, then Inventory shows them in 6" sleeper rows and a 2" plank row with the same pieces, the width their receipt measured where it measured one, the m³ it measured, and the minimum', async () => {
    const rows = await read<WarehouseStockRow[]>(`/management/warehouses/${legacyYard}/stock`)
    // 5.91": every sleeper measured was 20 cm (8") wide; 6.3": 20 and 23 cm (8" and 9"), so which are left is not known;
    // 2": only a count filled it, nothing measured a width
    expect(rows.map((r) => [r.size, r.statusNotDried, r.statusUnderDrying, r.statusDried, r.minimumStockLevel])).toEqual([
      ['Plank 2" × —', 0, 0, 7, null],
      ['Sleeper 6" × 8"', 2, 1, 0, null],
      ['Sleeper 6" × —', 2, 0, 0, 3]
    ])
    const m3 = (size: string) => rows.filter((r) => r.size === size).map((r) => [r.m3NotDried, r.m3UnderDrying])
    // 15 cm × 20 cm × 3 m: 0.09 m³ each; 16 cm: 0.096 and 0.1104, averaged
    expect(m3('Sleeper 6" × 8"')).toEqual([[0.18, 0.09]])
    expect(m3('Sleeper 6" × —')).toEqual([[0.2064, 0]])
  })

  it("then the old rows' ledgers end with their quantities moved out, 'carried over to nominal sizes', the old events untouched, and every row's ledger sums to it", async () => {
    const ledger = await read<{ items: StockLedgerEntry[] }>(`/management/stock/ledger?warehouseId=${legacyYard}&source=CARRIED_OVER&limit=50`)
    expect(new Set(ledger.items.map((l) => l.reason))).toEqual(new Set([StockMessages.carriedOver]))
    expect(
      ledger.items
        .filter((l) => l.change < 0)
        .map((l) => [l.thickness, l.status, l.change])
        .sort()
    ).toEqual(
      [
        ['2"', "DRIED", -7],
        ['5.91"', "NOT_DRIED", -2],
        ['5.91"', "UNDER_DRYING", -1],
        ['6.3"', "NOT_DRIED", -2]
      ].sort()
    )
    const old = await Effect.runPromise(app.store.readStream(`StockRow-${legacyYard}~${woodTypeId}~5.91"`))
    expect(old.map((e) => e.type)).toEqual(["StockMoved", "StockMoved", "StockMoved", "StockRowCarriedOver"])
    expect((old[0]!.data as { thickness: string }).thickness).toBe('5.91"')
    expect(await read<StockVerification>("/management/stock/verify")).toMatchObject({ mismatches: [] })
  })

  it("given the rows carried, when the product starts again, then nothing is carried twice", async () => {
    await app.close()
    app = await startTestApp(sameStore)
    admin = await app.login()
    await app.processesSettled()
    positions = await Effect.runPromise(app.store.headPosition())
    const rows = await read<WarehouseStockRow[]>(`/management/warehouses/${legacyYard}/stock`)
    expect(rows.map((r) => [r.size, r.statusNotDried, r.statusUnderDrying, r.statusDried])).toEqual([
      ['Plank 2" × —', 0, 0, 7],
      ['Sleeper 6" × 8"', 2, 1, 0],
      ['Sleeper 6" × —', 2, 0, 0]
    ])
  }, 60_000)
})
