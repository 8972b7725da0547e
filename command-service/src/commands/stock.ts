import {
  BusinessRuleViolation,
  NotFound,
  StockMessages,
  WarehouseId,
  WarehouseMessages,
  WoodTypeMessages,
  type DomainError,
  type MoveStock
} from "@timber/contracts"
import { StockRowDecider, stockRowStream, WarehouseDecider, warehouseStream } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type Streams } from "./execute"
import { countWoodTypeUse } from "./wood-type-use"

export const stockRowOf = (row: MoveStock["row"]) => streamOf(StockRowDecider, stockRowStream(row))

/**
 * A stock row holds its wood type for good (its ledger stays), so the wood type can't be deleted
 * under the stock: the row's use is counted once, by the command that starts the row (its stream
 * still empty, nothing decided on it yet in this command), in the same append.
 */
export const countStockRowUse = (streams: Streams, row: MoveStock["row"], refusal: () => DomainError) =>
  Effect.gen(function* () {
    const ref = stockRowOf(row)
    const { recorded, state } = yield* streams.read(ref)
    if (recorded.length === 0 && state === StockRowDecider.initialState) yield* countWoodTypeUse(streams, row.woodTypeId, ref.streamId, refusal)
  })

/**
 * Stock moves only inside a command, with the movements of its business step built by
 * `StockMovements` (domain/src/stock-row/movements.ts):
 *
 *   yield* moveStock(streams, StockMovements.receive({ documentId: lotId, documentNumber: lotNumber }, [{ row, pieces }]))
 *
 * Each movement is decided on its stock-row stream, which the command appends to with the
 * rest of its events at the revision it read: no quantity ever goes negative however many
 * requests race, and a take larger than the row holds refuses the whole command in the spec's
 * words ("Cannot dry 5 pieces. Only 3 not dried pieces available.") with nothing stored. A row
 * holds its wood type: a new row's use of it is counted (`countStockRowUse`), so the wood type
 * can't be deleted under the stock. Movement ids come from the source document, so a step
 * decided twice moves nothing twice.
 */
export const moveStock = (streams: Streams, movements: ReadonlyArray<MoveStock>) =>
  Effect.forEach(
    movements,
    (movement) =>
      Effect.gen(function* () {
        yield* countStockRowUse(streams, movement.row, () => new NotFound({ message: WoodTypeMessages.notFound }))
        yield* streams.decide(stockRowOf(movement.row), movement)
      }),
    { discard: true }
  )

/**
 * A warehouse that may hold stock: it exists, is ACTIVE and keeps stock (stockControlEnabled).
 * The id comes from another record (a submission's or batch's body, a stock row's key): it is
 * branded here, where it is looked up as a warehouse.
 */
export const requireStockWarehouse = (streams: Streams, warehouseId: string) =>
  Effect.gen(function* () {
    const { state } = yield* streams.read(streamOf(WarehouseDecider, warehouseStream(WarehouseId.make(warehouseId))))
    if (state.status === "absent" || state.details === null) return yield* new NotFound({ message: WarehouseMessages.notFound })
    if (state.status === "archived") return yield* new BusinessRuleViolation({ message: WarehouseMessages.archivedReadOnly })
    if (!state.details.stockControlEnabled) return yield* new BusinessRuleViolation({ message: StockMessages.warehouseNotStockControlled })
    return state.details
  })
