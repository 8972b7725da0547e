import { BusinessRuleViolation, NotFound, StockMessages, WarehouseMessages, WoodTypeMessages, type DomainError, type MoveStock } from "@timber/contracts"
import { revertOf, StockRowDecider, stockRowStream, WarehouseDecider, warehouseStream } from "@timber/domain"
import { Effect } from "effect"
import { CommandContext } from "./context"
import { execute, loadAggregate, type CommandEnvelope } from "./execute"
import { useWoodType } from "./wood-type-use"

/**
 * The one way stock moves. Receipts, slicing, drying and transfers build their movements with
 * `StockMovements` (domain/src/stock-row/movements.ts) and hand them here:
 *
 *   moveStock(StockMovements.receive({ documentId: receiptId, documentNumber: lotNumber }, [{ row, pieces }]), envelope)
 *
 * Each movement is decided on its own stock-row stream with an expected revision, so no
 * quantity ever goes negative however many requests race: a take larger than the row holds
 * fails with a 422 in the spec's words ("Cannot dry 5 pieces. Only 3 not dried pieces
 * available."), a row changed by too many writers at once with a 409. Movements apply in order;
 * if one is refused, the ones this call already applied are taken back (compensations in the
 * ledger) and the error is returned, so a multi-row step is all or nothing. Movement ids come
 * from the source document, so calling again after a failure or a crash is safe: what was
 * applied is skipped, what was not is applied.
 */
export const moveStock = (
  movements: ReadonlyArray<MoveStock>,
  envelope: CommandEnvelope
): Effect.Effect<{ readonly position: bigint | null }, DomainError, CommandContext> =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const applied: MoveStock[] = []
    let position: bigint | null = null
    const reached = (at: bigint | null | undefined) => {
      if (at !== null && at !== undefined && (position === null || at > position)) position = at
    }
    for (const movement of movements) {
      // a stock row holds its wood type: recorded on the wood type's stream so it can't be deleted under the stock
      const used = yield* Effect.either(
        useWoodType(movement.row.woodTypeId, stockRowStream(movement.row), envelope, () => new NotFound({ message: WoodTypeMessages.notFound }))
      )
      const result = used._tag === "Left" ? used : yield* Effect.either(execute(store, StockRowDecider, stockRowStream(movement.row), movement, envelope))
      if (result._tag === "Left") {
        for (const done of [...applied].reverse()) {
          yield* execute(store, StockRowDecider, stockRowStream(done.row), revertOf(done), envelope).pipe(Effect.orDie)
        }
        return yield* Effect.fail(result.left)
      }
      if (result.right.position !== null) {
        applied.push(movement)
        reached(result.right.position)
      } else {
        // applied before (a retry, or a process got there first): the answer's position must still cover it
        const recorded = yield* store.readStream(stockRowStream(movement.row)).pipe(Effect.orDie)
        reached(recorded[recorded.length - 1]?.position)
      }
    }
    return { position: position as bigint | null }
  })

/** A warehouse that may hold stock: it exists, is ACTIVE and keeps stock (stockControlEnabled). */
export const requireStockWarehouse = (warehouseId: string) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const { state } = yield* loadAggregate(store, WarehouseDecider, warehouseStream(warehouseId)).pipe(Effect.orDie)
    if (state.status === "absent" || state.details === null) return yield* new NotFound({ message: WarehouseMessages.notFound })
    if (state.status === "archived") return yield* new BusinessRuleViolation({ message: WarehouseMessages.archivedReadOnly })
    if (!state.details.stockControlEnabled) return yield* new BusinessRuleViolation({ message: StockMessages.warehouseNotStockControlled })
    return state.details
  })
