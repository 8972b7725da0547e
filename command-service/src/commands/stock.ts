import {
  isNominalRow,
  NotFound,
  WarehouseId,
  WoodTypeMessages,
  type DomainError,
  type MoveStock,
  type StockCommand,
  type StockEvent,
  type StockRowKey
} from "@timber/contracts"
import {
  absurd,
  closeBook,
  openNextBook,
  rowNamedByThickness,
  StockRowDecider,
  stockKeepingWarehouse,
  stockRowBooksFor,
  stockRowStream,
  WarehouseDecider,
  warehouseStream,
  type StockRowState
} from "@timber/domain"
import { Effect } from "effect"
import { newestPeriod } from "./books"
import { streamOf, type StreamRef, type Streams } from "./execute"
import { countWoodTypeUse } from "./wood-type-use"

/** The stream of one book of a row (domain stock-row/books.ts). */
export const stockRowBookOf = (row: StockRowKey, period = 0) => streamOf(StockRowDecider, stockRowStream(row, period))

/** The newest book of each row this process has seen (a hint, books.ts). */
const newestSeen = new Map<string, number>()

export interface StockRowBook {
  readonly ref: StreamRef<StockCommand, StockEvent, StockRowState>
  readonly period: number
  /** The row as its current book holds it (quantities and minimum carried over from the books before). */
  readonly state: StockRowState
  /** For a book after 0 that a carry-over opened after this command read it: the book before, as it closed. */
  readonly before: StockRowState | null
}

/**
 * The row's current book, found without reading the books before (`newestPeriod`, books.ts). A
 * process that never saw the row looks at book 1 first, so book 0 — the stream every row had
 * before books, as long as its history — is read only while it is the current book.
 */
export const currentStockRow = (streams: Streams, row: StockRowKey): Effect.Effect<StockRowBook> =>
  Effect.map(
    newestPeriod<StockRowState>({
      key: stockRowStream(row),
      read: (period) => Effect.map(streams.read(stockRowBookOf(row, period)), ({ state }) => state),
      standing: (state) => (state.next !== null ? "carried-on" : state.events === 0 ? "unopened" : "open"),
      firstLook: 1,
      seen: newestSeen
    }),
    ({ period, state, before }) => ({ ref: stockRowBookOf(row, period), period, state, before })
  )

/**
 * The row as it holds stock now: a legacy row carried over to nominal sizes is
 * followed to the row its stock went to, so a transfer or batch named by the legacy key sees the stock.
 */
export const stockHeldBy = (streams: Streams, row: StockRowKey): Effect.Effect<{ readonly row: StockRowKey; readonly state: StockRowState }> =>
  Effect.flatMap(currentStockRow(streams, row), (book) =>
    book.state.carriedTo === null ? Effect.succeed({ row, state: book.state }) : stockHeldBy(streams, book.state.carriedTo)
  )

/**
 * The row a stock write names. A row in nominal sizes is itself. A thickness
 * without a product (a caller from before nominal sizes) names the legacy row of that thickness while
 * it holds stock not yet carried over (or the row it was carried to), else the row a legacy row of
 * that thickness would be carried to (domain `rowNamedByThickness`): never a new legacy row.
 */
export const namedStockRow = (streams: Streams, key: StockRowKey): Effect.Effect<StockRowKey> =>
  isNominalRow(key)
    ? Effect.succeed(rowNamedByThickness(key))
    : Effect.flatMap(currentStockRow(streams, key), (book) =>
        book.state.exists ? Effect.map(stockHeldBy(streams, key), ({ row }) => row) : Effect.succeed(rowNamedByThickness(key))
      )

/**
 * Decides `command` on the row's current book, in the command's one append: here, or — the book
 * being full — closing it at the revision read and opening the next with what it holds, the
 * command decided there. Answers the book decided on and the row after.
 */
export const decideOnStockRow = (
  streams: Streams,
  row: StockRowKey,
  command: StockCommand
): Effect.Effect<{ readonly ref: StockRowBook["ref"]; readonly state: StockRowState; readonly row: StockRowKey }, DomainError> =>
  Effect.gen(function* () {
    const book = yield* currentStockRow(streams, row)
    // a legacy row carried over to nominal sizes: what names it (a batch or a transfer from before) moves the row it went to
    if (book.state.carriedTo !== null && command._tag !== "CarryOverStockRow") {
      const to = book.state.carriedTo
      return yield* decideOnStockRow(streams, to, "row" in command ? ({ ...command, row: to } as StockCommand) : command)
    }
    if (book.before !== null) {
      // a carry-over came between this command's reads: opening again is refused by the store, and the command decided anew
      yield* streams.decide(book.ref, openNextBook(row, book.before))
      return { ref: book.ref, state: yield* streams.decide(book.ref, command), row }
    }
    const where = yield* stockRowBooksFor(book.state, command)
    switch (where) {
      case "here":
        return { ref: book.ref, state: yield* streams.decide(book.ref, command), row }
      case "carry-over": {
        yield* streams.decide(book.ref, closeBook(row, book.state))
        const next = stockRowBookOf(row, book.period + 1)
        const { state: nextState } = yield* streams.read(next, { assumeNew: true })
        // the next book opened after this one was read (a retry reads both): this one is closed by now
        if (nextState.events > 0) return yield* streams.readAgain
        yield* streams.decide(next, openNextBook(row, book.state), { assumeNew: true })
        return { ref: next, state: yield* streams.decide(next, command), row }
      }
      default:
        return absurd(where)
    }
  })

/**
 * A stock row holds its wood type for good (its ledger stays), so the wood type can't be deleted
 * under the stock: the row's use is counted once, by the command that starts the row's first book
 * (still empty, nothing decided on it yet in this command), in the same append.
 */
export const countStockRowUse = (streams: Streams, row: StockRowKey, refusal: () => DomainError) =>
  Effect.gen(function* () {
    const book = yield* currentStockRow(streams, row)
    if (book.period === 0 && book.state.events === 0) yield* countWoodTypeUse(streams, row.woodTypeId, book.ref.streamId, refusal)
  })

/**
 * Stock moves only inside a command, with the movements of its business step built by
 * `StockMovements` (domain/src/stock-row/movements.ts):
 *
 *   yield* moveStock(streams, StockMovements.receive({ documentId: lotId, documentNumber: lotNumber }, [{ row, pieces }]))
 *
 * Each movement is decided on its row's current book, which the command appends to with the
 * rest of its events at the revision it read: no quantity ever goes negative however many
 * requests race, and a take larger than the row holds refuses the whole command in the spec's
 * words ("Cannot dry 5 pieces. Only 3 not dried pieces available.") with nothing stored. A row
 * holds its wood type: a new row's use of it is counted (`countStockRowUse`), so the wood type
 * can't be deleted under the stock. Movement ids come from the source document, so a step decided
 * twice while its book is open moves nothing twice; after that, only the source document's own
 * state keeps a step from being decided again (every caller moves stock only when its document's
 * decision changed it).
 */
export const moveStock = (streams: Streams, movements: ReadonlyArray<MoveStock>) =>
  Effect.forEach(
    movements,
    (movement) =>
      Effect.gen(function* () {
        yield* countStockRowUse(streams, movement.row, () => new NotFound({ message: WoodTypeMessages.notFound }))
        yield* decideOnStockRow(streams, movement.row, movement)
      }),
    { discard: true }
  )

/**
 * A warehouse that may hold stock (domain `stockKeepingWarehouse`). The id comes from another
 * record (a submission's or batch's body, a stock row's key): it is branded here, where it is
 * looked up as a warehouse.
 */
export const requireStockWarehouse = (streams: Streams, warehouseId: string) =>
  Effect.flatMap(streams.read(warehouseOf(warehouseId)), ({ state }) => stockKeepingWarehouse(state))

/** A warehouse's stream, named by another record (a row's key, a batch's body): its id is branded here. */
export const warehouseOf = (warehouseId: string) => streamOf(WarehouseDecider, warehouseStream(WarehouseId.make(warehouseId)))
