import type { StockRowKey } from "@timber/contracts"
import { setStockMinimum, type SetStockMinimumIntent } from "@timber/domain"
import { Effect } from "effect"
import type { Streams } from "../commands/execute"
import { decideOnStockRow } from "../commands/stock"
import { readStockRowWrite } from "./stock-row-write"

/** Sets a stock row's minimum level (domain `setStockMinimum`) on its current book. Answers the wood type, the book decided on and the row. */
export const setStockMinimumCommand = (asked: StockRowKey, intent: SetStockMinimumIntent) => (streams: Streams) =>
  Effect.gen(function* () {
    const given = yield* readStockRowWrite(streams, asked)
    const decided = yield* setStockMinimum(given, intent)
    const { ref, row } = yield* decideOnStockRow(streams, given.row, decided.level)
    return { woodType: decided.woodType, stockRow: ref, key: row }
  })
