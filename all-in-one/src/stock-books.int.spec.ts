import {
  decodeEvent,
  StockEvent,
  WarehouseId,
  WoodTypeId,
  type DryingBatch,
  type StockRowKey,
  type StockVerification,
  type WarehouseStockRow
} from "@timber/contracts"
import { rowNamedByThickness, STOCK_ROW_EVENTS_PER_BOOK, stockRowStream } from "@timber/domain"
import type { EventStore } from "@timber/eventstore"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { wireByHand, type HandWired } from "./testing/hand-wired"
import { killable } from "./testing/killable-store"
import { stockWarehouse, type Write } from "./testing/received-lot"
import { dryingFromStock } from "./testing/drying-from-stock"

/**
 * A stock row kept on books (domain stock-row/books.ts): however many movements a row has had, a
 * command reads its current book only, the quantities and the ledger run on unbroken from book to
 * book, and a step decided again after its book closed moves nothing twice.
 */
let app: HandWired
let kill: ReturnType<typeof killable>
let admin: string
let woodTypeId: string
let warehouseId: string
/** The streams the command service reads while `reads` is set. */
let reads: Array<string> | null = null

const watched = (store: EventStore): EventStore => {
  const faulty = (kill = killable(store)).store
  return {
    ...faulty,
    readStream: (streamId, options) => {
      reads?.push(streamId)
      return faulty.readStream(streamId, options)
    }
  }
}

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
const asAdmin: Write = (method, path, body) => app.api(method, path, { token: admin, json: body })
const read = async <T>(path: string) => {
  await app.projections.catchUp()
  const response = await app.api("GET", path, { token: admin })
  expect(response.status, path).toBe(200)
  return json<T>(response)
}
/** A row as it was keyed before nominal sizes: warehouse × wood type × thickness text. */
const legacyKey = (thickness: string): StockRowKey => ({ warehouseId: WarehouseId.make(warehouseId), woodTypeId: WoodTypeId.make(woodTypeId), thickness })
/** The row a write naming only a thickness moves (issue 37 item 5): the legacy row while one holds stock, else its nominal row. */
const key = (thickness: string, legacy = false): StockRowKey => (legacy ? legacyKey(thickness) : rowNamedByThickness(legacyKey(thickness)))
const rowOf = async (thickness: string) => {
  const row = (await read<WarehouseStockRow[]>(`/management/warehouses/${warehouseId}/stock`)).find((r) => r.thickness === thickness)
  return { notDried: row?.statusNotDried ?? 0, underDrying: row?.statusUnderDrying ?? 0, dried: row?.statusDried ?? 0, damaged: row?.statusDamaged ?? 0 }
}
const verified = async () => expect(await read<StockVerification>("/management/stock/verify")).toMatchObject({ mismatches: [] })
/** A count of the row: named by its size, or (`legacy`) by its thickness only, as callers did before nominal sizes. */
const adjust = async (thickness: string, woodStatus: string, quantity: number, legacy = false) => {
  const { product, width } = key(thickness)
  const size = legacy ? {} : { product, width }
  expect(
    (await asAdmin("POST", "/management/stock/adjustments", { warehouseId, woodTypeId, thickness, ...size, woodStatus, quantity, reason: "Stock count" }))
      .status
  ).toBe(201)
}
/** `n` counts that each move the row: DAMAGED set to 1, 0, 1, … */
const counts = async (thickness: string, n: number, legacy = false) => {
  for (let i = 0; i < n; i++) await adjust(thickness, "DAMAGED", (i + 1) % 2, legacy)
}
const startBody = (thickness: string, pieceCount: number) => dryingFromStock({ warehouseId, woodTypeId }, thickness, pieceCount)
const start = (thickness: string, pieceCount: number, headers?: Record<string, string>) =>
  app.api("POST", "/factory/drying-processes", { token: admin, json: startBody(thickness, pieceCount), headers })
/** The row's books as stored: book 0, 1, … while they exist. */
const books = async (thickness: string, legacy = false) => {
  const found = []
  for (let period = 0; ; period++) {
    const recorded = await Effect.runPromise(app.store.readStream(stockRowStream(key(thickness, legacy), period)))
    if (recorded.length === 0) return found
    found.push(recorded.map((e) => decodeEvent(StockEvent, e)))
  }
}

beforeAll(async () => {
  app = await wireByHand({ store: watched })
  admin = await app.login()
  woodTypeId = (await json<{ id: string }>(asAdmin("POST", "/factory/wood-types", { name: "Mvule" }))).id
  warehouseId = await stockWarehouse(asAdmin, "WH-BOOKS")
})
afterAll(async () => app?.close())

describe("a stock row on books", () => {
  it(`given a row driven past two books of ${STOCK_ROW_EVENTS_PER_BOOK} events, then every book stays short, the quantities and the ledger run on unbroken, a command reads only the current book, a batch deleted after its book closed gives its pieces back, and verify is clean`, async () => {
    await adjust('1"', "NOT_DRIED", 100)
    const batch = await json<DryingBatch>(start('1"', 10))
    expect(await rowOf('1"')).toMatchObject({ notDried: 90, underDrying: 10 })

    await counts('1"', 2 * STOCK_ROW_EVENTS_PER_BOOK + 10)
    const stored = await books('1"')
    expect(stored.length).toBe(3)
    for (const book of stored) expect(book.length).toBeLessThanOrEqual(STOCK_ROW_EVENTS_PER_BOOK + 1)
    expect(stored.map((book) => book.at(-1)!._tag)).toEqual(["StockRowBookClosed", "StockRowBookClosed", "StockMoved"])
    // each book opens with what the one before closed with, and every movement starts where the last one left the row
    let quantities: Record<string, number> = { NOT_DRIED: 0, UNDER_DRYING: 0, DRIED: 0, DAMAGED: 0, IN_TRANSIT_OUT: 0, IN_TRANSIT_IN: 0 }
    for (const event of stored.flat()) {
      if (event._tag === "StockRowBookOpened") expect(event.quantities).toEqual(quantities)
      if (event._tag !== "StockMoved") continue
      for (const change of event.changes) {
        expect(change.before).toBe(quantities[change.bucket])
        quantities = { ...quantities, [change.bucket]: change.after }
      }
    }
    expect(await rowOf('1"')).toEqual({ notDried: 90, underDrying: 10, dried: 0, damaged: quantities.DAMAGED })

    reads = []
    await adjust('1"', "DAMAGED", 7)
    const rowsRead = reads.filter((streamId) => streamId.startsWith("StockRow-"))
    reads = null
    expect(rowsRead).toEqual([stockRowStream(key('1"'), 2)])

    expect((await app.api("DELETE", `/factory/drying-processes/${batch.id}`, { token: admin })).status).toBe(200)
    expect(await rowOf('1"')).toEqual({ notDried: 100, underDrying: 0, dried: 0, damaged: 7 })
    await verified()
  }, 240_000)

  it("given a start stored by a process that died before it answered, when the same request comes again after the row's book turned over, then it moves nothing twice", async () => {
    await adjust('2"', "NOT_DRIED", 50)
    await counts('2"', STOCK_ROW_EVENTS_PER_BOOK - 5)
    const headers = { "Idempotency-Key": "start-across-a-book" }
    kill.arm("append", "after")
    expect((await start('2"', 6, headers)).status).toBe(500)
    expect(await rowOf('2"')).toMatchObject({ notDried: 44, underDrying: 6 })

    await counts('2"', 10)
    expect((await books('2"')).length).toBe(2)
    expect((await start('2"', 6, headers)).status).toBe(201)
    expect(await rowOf('2"')).toMatchObject({ notDried: 44, underDrying: 6 })
    await verified()
  }, 240_000)

  it("given a completed batch, when its completion comes again after the row's book turned over, then nothing dries twice", async () => {
    await adjust('3"', "NOT_DRIED", 20)
    const batch = await json<DryingBatch>(start('3"', 4))
    for (const [i, humidity] of [30, 14].entries())
      expect(
        (
          await asAdmin("POST", `/factory/drying-processes/${batch.id}/readings`, {
            electricityMeter: 480 - i * 20,
            humidity,
            readingTime: new Date(Date.parse("2026-11-25T08:00:00.000Z") + (i + 1) * 3_600_000).toISOString()
          })
        ).status
      ).toBe(201)
    const complete = () => app.api("PUT", `/factory/drying-processes/${batch.id}`, { token: admin, json: { status: "COMPLETED" } })
    expect((await complete()).status).toBe(200)
    await counts('3"', STOCK_ROW_EVENTS_PER_BOOK + 5)
    expect((await books('3"')).length).toBe(2)
    expect((await complete()).status).toBeLessThan(300)
    expect(await rowOf('3"')).toMatchObject({ notDried: 16, underDrying: 0, dried: 4 })
    await verified()
  }, 240_000)

  it("given batches started before batches recorded whether they took stock, when they are deleted after their row's book closed, then the one whose start took pieces gives them back and the other moves nothing", async () => {
    const row = key('5"', true)
    const stockRowId = `${warehouseId}~${woodTypeId}~5"`
    const metadata = {
      userId: "u-legacy",
      userEmail: "legacy@timber.works",
      correlationId: "legacy",
      causationId: "legacy",
      occurredAt: "2026-01-05T08:00:00.000Z",
      schemaVersion: 1
    }
    const fields = { stockRowId, warehouseId, woodTypeId, thickness: '5"' }
    const moved = (movementId: string, changes: ReadonlyArray<{ bucket: string; before: number; after: number; change: number }>) => ({
      id: `legacy:${movementId}`,
      type: "StockMoved",
      data: {
        ...fields,
        movementId,
        source: movementId.split(":")[0],
        sourceDocumentId: null,
        sourceDocumentNumber: null,
        reason: "Before books",
        notes: null,
        changes
      },
      metadata
    })
    const legacyBatch = (dryingId: string) =>
      Effect.runPromise(
        app.store.appendToStream(
          `DryingBatch-${dryingId}`,
          [
            {
              id: `legacy:${dryingId}`,
              type: "DryingStarted",
              data: {
                dryingId,
                batchNumber: `UD-${dryingId}`,
                warehouseId,
                stockThickness: '5"',
                createdByName: "Asha",
                woodTypeId,
                woodTypeName: "Mvule",
                thicknessMm: 127,
                pieceCount: 5,
                startingHumidity: 40,
                startingElectricityUnits: 500,
                startTime: "2026-01-05T08:00:00.000Z",
                notes: null
              },
              metadata
            }
          ],
          { expectedRevision: "no_stream" }
        )
      )
    await Effect.runPromise(
      app.store.appendToStream(
        stockRowStream(row),
        [
          moved("RECEIPT_COMPLETED:lot-legacy", [{ bucket: "NOT_DRIED", before: 0, after: 20, change: 20 }]),
          moved("DRYING_STARTED:legacy-took:start", [
            { bucket: "NOT_DRIED", before: 20, after: 15, change: -5 },
            { bucket: "UNDER_DRYING", before: 0, after: 5, change: 5 }
          ])
        ],
        { expectedRevision: "no_stream" }
      )
    )
    await legacyBatch("legacy-took")
    // started with "use stock" off: it named the row but took nothing
    await legacyBatch("legacy-kept")
    await counts('5"', STOCK_ROW_EVENTS_PER_BOOK, true)
    expect((await books('5"', true)).length).toBe(2)
    expect(await rowOf('5"')).toMatchObject({ notDried: 15, underDrying: 5 })

    expect((await app.api("DELETE", "/factory/drying-processes/legacy-kept", { token: admin })).status).toBe(200)
    expect(await rowOf('5"')).toMatchObject({ notDried: 15, underDrying: 5 })
    expect((await app.api("DELETE", "/factory/drying-processes/legacy-took", { token: admin })).status).toBe(200)
    expect(await rowOf('5"')).toMatchObject({ notDried: 20, underDrying: 0 })
    await verified()
  }, 240_000)
})
