import { StockRowId, WarehouseId, WoodTypeId, type StockCommand, type StockEvent, type StockRowKey } from "@timber/contracts"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { DeciderSpec } from "../testing/decider-spec"
import { closeBook, openNextBook, stockRowBooksFor } from "./books"
import { STOCK_ROW_EVENTS_PER_BOOK, StockRowDecider, stockRowStream } from "./decider"
import { revertOf, StockMovements } from "./movements"

const spec = DeciderSpec(StockRowDecider)
const row: StockRowKey = { warehouseId: WarehouseId.make("w1"), woodTypeId: WoodTypeId.make("teak"), thickness: '1"' }
const fields = { stockRowId: StockRowId.make('w1~teak~1"'), warehouseId: WarehouseId.make("w1"), woodTypeId: WoodTypeId.make("teak"), thickness: '1"' }
const receive = (id: string, pieces: number) => StockMovements.receive({ documentId: id, documentNumber: `LOT-${id}` }, [{ row, pieces }])[0]!
const startDrying = (id: string, pieces: number) => StockMovements.startDrying({ documentId: id, documentNumber: `DB-${id}` }, row, pieces)[0]!

/** The events a book records for these commands, decided one after the other on what it holds. */
const history = (given: ReadonlyArray<StockEvent>, commands: ReadonlyArray<StockCommand>): StockEvent[] => {
  const events = [...given]
  let state = fold(StockRowDecider, events)
  for (const c of commands)
    for (const event of Effect.runSync(StockRowDecider.decide(c, state))) {
      events.push(event)
      state = StockRowDecider.evolve(state, event)
    }
  return events
}

/** A book 0 with a minimum of 5 (the empty row falls below it: two events) and receipts of one piece each until it is full. */
const fullBook = () =>
  history([], [{ _tag: "SetStockMinimum", row, minimum: 5 }, ...Array.from({ length: STOCK_ROW_EVENTS_PER_BOOK - 2 }, (_, i) => receive(`r${i}`, 1))])

describe("a stock row's books", () => {
  it("book 0 is the row's first stream (stores hold it); later books are named after it", () => {
    expect(stockRowStream(row)).toBe('StockRow-w1~teak~1"')
    expect(stockRowStream(row, 3)).toBe('StockRow-w1~teak~1"@book-3')
  })

  it(`given a book of ${STOCK_ROW_EVENTS_PER_BOOK} events, when a new movement comes, then it carries over; a movement or minimum the book holds stays here, a refusal is the book's`, () => {
    const book = fold(StockRowDecider, fullBook())
    expect(book.events).toBe(STOCK_ROW_EVENTS_PER_BOOK)
    const where = (state: typeof book, command: StockCommand) => Effect.runSync(stockRowBooksFor(state, command))
    expect(where(book, startDrying("d1", 3))).toBe("carry-over")
    expect(where(book, receive("r7", 1))).toBe("here")
    expect(where(book, { _tag: "SetStockMinimum", row, minimum: 5 })).toBe("here")
    expect(where(fold(StockRowDecider, fullBook().slice(0, -1)), startDrying("d1", 3))).toBe("here")
    expect(Effect.runSync(Effect.flip(stockRowBooksFor(book, startDrying("d1", 1_000))))._tag).toBe("BusinessRuleViolation")
  })

  it("given a full book, when it is closed, then it records the book that goes on", () =>
    spec
      .given(fullBook())
      .when(closeBook(row, fold(StockRowDecider, fullBook())))
      .then([{ _tag: "StockRowBookClosed", ...fields, period: 0, next: 1 }]))

  it("given the next book never opened, when it opens, then it carries the quantities and the minimum the book before closed with", () => {
    const before = fold(StockRowDecider, fullBook())
    expect(before.quantities.NOT_DRIED).toBe(STOCK_ROW_EVENTS_PER_BOOK - 2)
    spec
      .given([])
      .when(openNextBook(row, before))
      .then([{ _tag: "StockRowBookOpened", ...fields, period: 1, quantities: before.quantities, minimum: 5, volumes: before.volumes }])
  })

  it("given a closed book, when a movement is decided on it, then it is refused: the stock goes on in the next book", () =>
    spec
      .given([...fullBook(), { _tag: "StockRowBookClosed", ...fields, period: 0, next: 1 }])
      .when(startDrying("d1", 3))
      .thenError("Conflict"))

  it("given an opened book, when a book is opened on it again, then it is refused", () =>
    spec
      .given([{ _tag: "StockRowBookOpened", ...fields, period: 1, quantities: fold(StockRowDecider, fullBook()).quantities, minimum: 5 }])
      .when(openNextBook(row, fold(StockRowDecider, fullBook())))
      .thenError("Conflict"))

  it("given the next book opened with what the first held, then its movements continue the ledger, its minimum still raises a fall once, and it holds only its own movements", () => {
    const quantities = { ...fold(StockRowDecider, fullBook()).quantities, NOT_DRIED: 7 }
    const opened: StockEvent = { _tag: "StockRowBookOpened", ...fields, period: 1, quantities, minimum: 5 }
    const book1 = history([opened], [startDrying("d1", 3)])
    expect(book1[1]).toMatchObject({ _tag: "StockMoved", changes: [{ bucket: "NOT_DRIED", before: 7, after: 4, change: -3 }, { bucket: "UNDER_DRYING" }] })
    expect(book1.map((e) => e._tag)).toEqual(["StockRowBookOpened", "StockMoved", "StockFellBelowMinimum"])
    const state = fold(StockRowDecider, book1)
    expect([...state.applied]).toEqual([startDrying("d1", 3).movementId])
    expect(state).toMatchObject({ period: 1, events: 3, next: null, minimum: 5 })
    // decided again in its book: nothing moves
    spec.given(book1).when(startDrying("d1", 3)).then([])
  })

  it("given a take applied in an earlier book, when its revert comes (a drying batch deleted), then the pieces come back once", () => {
    const opened: StockEvent = {
      _tag: "StockRowBookOpened",
      ...fields,
      period: 1,
      quantities: { ...fold(StockRowDecider, []).quantities, UNDER_DRYING: 3 },
      minimum: null
    }
    const back = history([opened], [revertOf(startDrying("d1", 3))])
    expect(back[1]).toMatchObject({
      _tag: "StockMoved",
      reverts: startDrying("d1", 3).movementId,
      changes: [
        { bucket: "NOT_DRIED", after: 3 },
        { bucket: "UNDER_DRYING", after: 0 }
      ]
    })
    spec
      .given(back)
      .when(revertOf(startDrying("d1", 3)))
      .then([])
  })

  it("folds a long legacy book in linear time: a fold never copies the movements before it", () => {
    const many = Array.from({ length: 40_000 }, (_, i): StockEvent => ({
      _tag: "StockMoved",
      ...fields,
      movementId: `m${i}`,
      source: "RECEIPT_COMPLETED",
      sourceDocumentId: null,
      sourceDocumentNumber: null,
      reason: "Receipt completed",
      notes: null,
      changes: [{ bucket: "NOT_DRIED", before: i, after: i + 1, change: 1 }]
    }))
    // a fold that copied the movements before it would take minutes at 40,000; 5 s leaves room for a loaded machine (1.8 s seen at load 30)
    const started = performance.now()
    const state = fold(StockRowDecider, many)
    expect(state.quantities.NOT_DRIED).toBe(40_000)
    expect(performance.now() - started).toBeLessThan(5_000)
  })
})
