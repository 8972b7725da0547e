import type { StockCommand, StockRowKey } from "@timber/contracts"
import { movedInBook, stockRowBookFull, type StockRowState } from "./decider"

/**
 * A stock row is kept on books: per-period streams (`stockRowStream(row, n)`), so no command reads
 * a stream that gains an event per movement for ever. Book 0 is the row's first stream; each later
 * book opens with the quantities and minimum the one before closed with. Where a command goes,
 * given the newest book:
 * - `here`: decided on this book (also when it moves nothing: a movement this book already holds);
 * - `carry-over`: the book is full, so in the command's one append this book is closed at the
 *   revision read (`closeBook`), the next opened with what it holds (`openNextBook`), and the
 *   command decided there. Two commands racing at a boundary both close it: the store takes one,
 *   the other is decided again on fresh reads, on the new book.
 */
export const stockRowBooksFor = (state: StockRowState, command: StockCommand): "here" | "carry-over" =>
  stockRowBookFull(state) && !movedInBook(state, command) ? "carry-over" : "here"

export const closeBook = (row: StockRowKey, state: StockRowState): StockCommand => ({ _tag: "CloseStockRowBook", row, next: state.period + 1 })

export const openNextBook = (row: StockRowKey, state: StockRowState): StockCommand => ({
  _tag: "OpenStockRowBook",
  row,
  period: state.period + 1,
  quantities: state.quantities,
  minimum: state.minimum
})
