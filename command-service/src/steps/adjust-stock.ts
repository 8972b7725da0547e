import { UserId, type StockRowKey } from "@timber/contracts"
import { adjustStock, stockWoodTypeNotFound, UserDecider, userStream, type AdjustStockIntent } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type CommandEnvelope, type Streams } from "../commands/execute"
import { countStockRowUse, decideOnStockRow } from "../commands/stock"
import { readStockRowWrite } from "./stock-row-write"

/**
 * Adjusts a stock row (domain `adjustStock`): decides the count on the row's current book, with
 * the row's use of its wood type counted, in one append. Answers what the answer names: the row,
 * the count, its warehouse and wood type, the adjustment's id, the adjuster and the book decided on.
 */
export const adjustStockCommand = (asked: StockRowKey, intent: Omit<AdjustStockIntent, "adjustmentId">) => (streams: Streams, envelope: CommandEnvelope) =>
  Effect.gen(function* () {
    const given = yield* readStockRowWrite(streams, asked)
    const adjustmentId = envelope.ids.next("stock-adjustment")
    const decided = yield* adjustStock(given, { ...intent, adjustmentId })
    // the stock row holds its wood type: counted so the wood type can't be deleted under the stock
    yield* countStockRowUse(streams, given.row, stockWoodTypeNotFound)
    const { ref: stockRow } = yield* decideOnStockRow(streams, given.row, decided.count)
    // who adjusted, as the answer names them
    const { state: user } = yield* streams.read(streamOf(UserDecider, userStream(UserId.make(envelope.actor.userId))))
    return { row: given.row, count: decided.count, warehouse: decided.warehouse, woodType: decided.woodType, adjustmentId, user, envelope, stockRow }
  })
