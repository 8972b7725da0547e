import type { StockRowKey } from "@timber/contracts"
import type { StockRowWriteGiven } from "@timber/domain"
import { Effect } from "effect"
import type { Streams } from "../commands/execute"
import { namedStockRow, warehouseOf } from "../commands/stock"
import { woodTypeOf } from "../commands/wood-type-use"

/** What a write on one stock row is decided on: the row the request names (followed to where its stock is held), its warehouse and wood type. */
export const readStockRowWrite = (streams: Streams, asked: StockRowKey): Effect.Effect<StockRowWriteGiven> =>
  Effect.gen(function* () {
    const row = yield* namedStockRow(streams, asked)
    const { state: warehouse } = yield* streams.read(warehouseOf(row.warehouseId))
    const { state: woodType } = yield* streams.read(woodTypeOf(row.woodTypeId))
    return { row, warehouse, woodType }
  })
