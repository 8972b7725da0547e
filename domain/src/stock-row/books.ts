import type { DomainError, StockCommand, StockRowKey } from "@timber/contracts"
import { Effect } from "effect"
import { StockRowDecider, stockRowBookFull, type StockRowState } from "./decider"

/**
 * A stock row is kept on books: per-period streams (`stockRowStream(row, n)`), so no command reads
 * a stream that gains an event per movement for ever. Book 0 is the row's first stream; each later
 * book opens with the quantities and minimum the one before closed with. Where a command goes,
 * given the newest book:
 * - `here`: decided on this book (also a full book's command that changes nothing: a movement the
 *   book already holds, a minimum it already has);
 * - `carry-over`: the book is full and the command changes the row, so in the command's one append this book is closed at the
 *   revision read (`closeBook`), the next opened with what it holds (`openNextBook`), and the
 *   command decided there. Two commands racing at a boundary both close it: the store takes one,
 *   the other is decided again on fresh reads, on the new book.
 */
export const stockRowBooksFor = (state: StockRowState, command: StockCommand): Effect.Effect<"here" | "carry-over", DomainError> =>
  stockRowBookFull(state)
    ? Effect.map(StockRowDecider.decide(command, state), (events) => (events.length === 0 ? "here" : "carry-over"))
    : Effect.succeed("here")

export const closeBook = (row: StockRowKey, state: StockRowState): StockCommand => ({ _tag: "CloseStockRowBook", row, next: state.period + 1 })

export const openNextBook = (row: StockRowKey, state: StockRowState): StockCommand => ({
  _tag: "OpenStockRowBook",
  row,
  period: state.period + 1,
  quantities: state.quantities,
  minimum: state.minimum,
  volumes: state.volumes
})
