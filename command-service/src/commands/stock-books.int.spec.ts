import { decodeEvent, StockEvent, WarehouseId, WoodTypeId, woodTypeCatalogueOf, type StockRowKey } from "@timber/contracts"
import { STOCK_ROW_EVENTS_PER_BOOK, StockMovements, stockRowStream, WoodTypeDecider, woodTypeStream } from "@timber/domain"
import { makeSqlEventStore, testDatabases, type Database, type EventStore } from "@timber/eventstore"
import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runCommandOn, streamOf, type CommandEnvelope, type Streams } from "./execute"
import { idSource } from "./ids"
import { currentStockRow, moveStock } from "./stock"

const WOOD_TYPE = WoodTypeId.make("teak")
const row = (warehouse: string): StockRowKey => ({ warehouseId: WarehouseId.make(warehouse), woodTypeId: WOOD_TYPE, thickness: '1"' })

const envelope = (scope: string): CommandEnvelope => ({
  actor: { userId: "u1", email: "asha@timber.works" },
  correlationId: scope,
  causationId: scope,
  occurredAt: "2026-11-25T08:00:00.000Z",
  ids: idSource(scope)
})

let database: Database
let store: EventStore

const take = (key: StockRowKey, batch: string, pieces: number) =>
  Effect.runPromise(
    Effect.either(
      runCommandOn(store, envelope(batch), (streams) =>
        moveStock(streams, StockMovements.startDrying({ documentId: batch, documentNumber: null }, key, pieces))
      )
    )
  )
const booksOf = async (key: StockRowKey) => {
  const found = []
  for (let period = 0; ; period++) {
    const recorded = await Effect.runPromise(store.readStream(stockRowStream(key, period)))
    if (recorded.length === 0) return found
    found.push(recorded.map((e) => decodeEvent(StockEvent, e)))
  }
}
/** A row as stores held it before books: one stream with `n` receipts of a piece each. */
const legacyRow = (key: StockRowKey, n: number) =>
  Effect.runPromise(
    store.appendToStream(
      stockRowStream(key),
      Array.from({ length: n }, (_, i) => ({
        id: `legacy-${key.warehouseId}-${i}`,
        type: "StockMoved",
        data: {
          stockRowId: `${key.warehouseId}~teak~1"`,
          warehouseId: key.warehouseId,
          woodTypeId: WOOD_TYPE,
          thickness: '1"',
          movementId: `RECEIPT_COMPLETED:lot-${i}:${key.warehouseId}~teak~1"`,
          source: "RECEIPT_COMPLETED",
          sourceDocumentId: `lot-${i}`,
          sourceDocumentNumber: `LOT-${i}`,
          reason: "Receipt completed",
          notes: null,
          changes: [{ bucket: "NOT_DRIED", before: i, after: i + 1, change: 1 }]
        },
        metadata: {
          userId: "u1",
          userEmail: "asha@timber.works",
          correlationId: "c",
          causationId: "c",
          occurredAt: "2026-01-01T00:00:00.000Z",
          schemaVersion: 1
        }
      })),
      { expectedRevision: "no_stream" }
    )
  )

beforeAll(async () => {
  database = await testDatabases("the run's engine").at(-1)!.open({ poolSize: 16 })
  store = await makeSqlEventStore(database)
  await Effect.runPromise(
    runCommandOn(store, envelope("wood-type"), (streams) =>
      streams.decide(streamOf(WoodTypeDecider, woodTypeStream(WOOD_TYPE)), {
        _tag: "CreateWoodType",
        woodTypeId: WOOD_TYPE,
        name: "Teak",
        grade: null,
        catalogue: woodTypeCatalogueOf({ name: "Teak" })
      })
    )
  )
})
afterAll(async () => database?.close())

describe("a stock row's books in the store", () => {
  it("given a row of 1,200 movements from before books, when the next movement comes, then its stream is closed as book 0 and book 1 opens with what it held", async () => {
    const key = row("legacy")
    await legacyRow(key, 1_200)
    expect(Either.isRight(await take(key, "batch-1", 200))).toBe(true)
    const [book0, book1, ...more] = await booksOf(key)
    expect(more).toEqual([])
    expect(book0!.length).toBe(1_201)
    expect(book0!.at(-1)).toMatchObject({ _tag: "StockRowBookClosed", period: 0, next: 1 })
    expect(book1!.map((e) => e._tag)).toEqual(["StockRowBookOpened", "StockMoved"])
    expect(book1![0]).toMatchObject({ period: 1, quantities: { NOT_DRIED: 1_200 }, minimum: null })
    const state = await Effect.runPromise(runCommandOn(store, envelope("look"), (streams) => currentStockRow(streams, key)))
    expect(state.value).toMatchObject({ period: 1, state: { quantities: { NOT_DRIED: 1_000, UNDER_DRYING: 200 } } })
  })

  it("given a carry-over that commits between a retry's read of the full book and its read of the next, then the take is decided again and stored on the next book", async () => {
    const key = row("between")
    await legacyRow(key, STOCK_ROW_EVENTS_PER_BOOK)
    const nextBook = stockRowStream(key, 1)
    // the first try looks at book 1 first (never seen the row); the second starts at book 0, seen then, and reads book 1 after it
    let readsOfNextBook = 0
    const racing: EventStore = {
      ...store,
      readStream: (streamId, ...rest) =>
        Effect.suspend(() => {
          const meanwhile = streamId === nextBook && ++readsOfNextBook === 2
          return Effect.zipRight(meanwhile ? Effect.promise(() => take(key, "meanwhile", 10)) : Effect.void, store.readStream(streamId, ...rest))
        })
    }
    // the first try loses its append on another stream, created meanwhile: the next try reads the full book, then the next one
    const decoy = WoodTypeId.make("between-decoy")
    const createDecoy = (streams: Streams) =>
      streams.decide(
        streamOf(WoodTypeDecider, woodTypeStream(decoy)),
        { _tag: "CreateWoodType", woodTypeId: decoy, name: decoy, grade: null, catalogue: woodTypeCatalogueOf({ name: decoy }) },
        { assumeNew: true }
      )
    let tries = 0
    const taken = await Effect.runPromise(
      Effect.either(
        runCommandOn(racing, envelope("between"), (streams) =>
          Effect.gen(function* () {
            if (tries === 0) yield* createDecoy(streams)
            yield* moveStock(streams, StockMovements.startDrying({ documentId: "between", documentNumber: null }, key, 20))
            if (tries++ === 0) yield* Effect.promise(() => Effect.runPromise(runCommandOn(store, envelope("decoy"), createDecoy)))
          })
        )
      )
    )
    expect(Either.isRight(taken)).toBe(true)
    const [book0, book1, ...more] = await booksOf(key)
    expect(more).toEqual([])
    expect(book0!.filter((e) => e._tag === "StockRowBookClosed").length).toBe(1)
    expect(book1!.map((e) => e._tag)).toEqual(["StockRowBookOpened", "StockMoved", "StockMoved"])
    const last = book1!.at(-1)!
    expect(last._tag === "StockMoved" && last.changes[0]).toMatchObject({
      bucket: "NOT_DRIED",
      before: STOCK_ROW_EVENTS_PER_BOOK - 10,
      after: STOCK_ROW_EVENTS_PER_BOOK - 30
    })
  })

  it("given a full book, when eight takes race for it, then it is closed once, the next book opens once, every take is stored whole on it and no quantity goes below zero", async () => {
    const key = row("race")
    await legacyRow(key, STOCK_ROW_EVENTS_PER_BOOK)
    const outcomes = await Promise.all(Array.from({ length: 8 }, (_, i) => take(key, `race-${i}`, 70)))
    // 500 pieces: seven takes of 70 fit, the eighth is refused in words, whoever comes last
    expect(outcomes.filter(Either.isRight).length).toBe(7)
    expect(outcomes.filter(Either.isLeft).map((o) => Either.isLeft(o) && o.left._tag)).toEqual(["BusinessRuleViolation"])
    const [book0, book1, ...more] = await booksOf(key)
    expect(more).toEqual([])
    expect(book0!.filter((e) => e._tag === "StockRowBookClosed").length).toBe(1)
    expect(book0!.at(-1)!._tag).toBe("StockRowBookClosed")
    expect(book1!.filter((e) => e._tag === "StockRowBookOpened").length).toBe(1)
    expect(book1!.filter((e) => e._tag === "StockMoved").length).toBe(7)
    let notDried = STOCK_ROW_EVENTS_PER_BOOK
    for (const e of book1!)
      if (e._tag === "StockMoved") {
        expect(e.changes[0]).toMatchObject({ bucket: "NOT_DRIED", before: notDried, after: notDried - 70 })
        notDried -= 70
      }
    expect(notDried).toBe(10)
  })
})
