import type { StockRowKey } from "@timber/contracts"
import { heldStockOf, type HeldStock } from "@timber/domain"
import { Effect } from "effect"
import type { Streams } from "../commands/execute"
import { stockHeldBy } from "../commands/stock"

/** Reads the stock rows a step names, each as it holds stock now (its current book; a legacy row followed to where it was carried). */
export const heldStock = (streams: Streams, rows: ReadonlyArray<StockRowKey>): Effect.Effect<HeldStock> =>
  Effect.map(
    Effect.forEach(rows, (row) => Effect.map(stockHeldBy(streams, row), (held) => [row, held] as const)),
    heldStockOf
  )
