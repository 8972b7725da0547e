import { HttpApiBuilder } from "@effect/platform"
import { toStockAdjustment, toWarehouseStockRow, ValidationError, WoodTypeMessages, WriteApi, type StockRowKey } from "@timber/contracts"
import { StockRowDecider, stockRowStream, UserDecider, userStream, WoodTypeDecider, woodTypeStream } from "@timber/domain"
import { Effect } from "effect"
import { CommandContext } from "../commands/context"
import { execute, loadAggregate } from "../commands/execute"
import { moveStock, requireStockWarehouse } from "../commands/stock"
import { useWoodType } from "../commands/wood-type-use"
import { commandEnvelope, reportPosition, requirePermission } from "./request-context"

/** Adjustments and minimum levels are changes to the inventory: ADMIN and MANAGER hold its edit permission. */
const PAGE = "inventory-reports" as const

const woodTypeNamed = (id: string) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const { state } = yield* loadAggregate(store, WoodTypeDecider, woodTypeStream(id)).pipe(Effect.orDie)
    if (state._tag !== "Existing")
      return yield* new ValidationError({
        message: WoodTypeMessages.notFound,
        details: { fields: [{ path: "woodTypeId", message: WoodTypeMessages.notFound }] }
      })
    return { id, name: state.name }
  })

const rowOf = (payload: { readonly warehouseId: string; readonly woodTypeId: string; readonly thickness: string }): StockRowKey => ({
  warehouseId: payload.warehouseId.trim(),
  woodTypeId: payload.woodTypeId.trim(),
  thickness: payload.thickness
})

export const StockCommandsLive = HttpApiBuilder.group(WriteApi, "stockCommands", (handlers) =>
  handlers
    .handle("adjust", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const envelope = yield* commandEnvelope
        const row = rowOf(payload)
        const warehouse = yield* requireStockWarehouse(row.warehouseId)
        const woodType = yield* woodTypeNamed(row.woodTypeId)
        const adjustmentId = envelope.ids.next("stock-adjustment")
        const { store } = yield* CommandContext
        // the stock row holds its wood type: recorded so the wood type can't be deleted under the stock
        yield* useWoodType(
          woodType.id,
          stockRowStream(row),
          envelope,
          () => new ValidationError({ message: WoodTypeMessages.notFound, details: { fields: [{ path: "woodTypeId", message: WoodTypeMessages.notFound }] } })
        )
        const adjusted = yield* execute(
          store,
          StockRowDecider,
          stockRowStream(row),
          {
            _tag: "AdjustStock",
            movementId: `ADJUSTMENT:${adjustmentId}`,
            source: "ADJUSTMENT",
            sourceDocumentId: adjustmentId,
            sourceDocumentNumber: null,
            reason: payload.reason.trim(),
            notes: payload.notes?.trim() || null,
            row,
            status: payload.woodStatus,
            quantity: payload.quantity
          },
          envelope
        )
        yield* reportPosition(adjusted.position)
        const { lastMove } = adjusted.state
        const change = lastMove?.movementId === `ADJUSTMENT:${adjustmentId}` ? lastMove.changes[0] : undefined
        // an adjustment to the quantity the row already holds moves nothing: it changed nothing
        const { before, after } = change ?? { before: payload.quantity, after: payload.quantity }
        const { state: user } = yield* loadAggregate(store, UserDecider, userStream(envelope.actor.userId)).pipe(Effect.orDie)
        return toStockAdjustment(
          {
            adjustmentId,
            adjustedAt: envelope.occurredAt,
            thickness: row.thickness,
            change: { bucket: payload.woodStatus, before, after, change: after - before },
            reason: payload.reason.trim(),
            notes: payload.notes?.trim() || null
          },
          {
            warehouse: { id: row.warehouseId, name: warehouse.name, code: warehouse.code },
            woodType,
            adjustedBy: {
              id: envelope.actor.userId,
              firstName: user._tag === "Registered" ? user.firstName : "",
              lastName: user._tag === "Registered" ? user.lastName : "",
              email: envelope.actor.email
            }
          }
        )
      })
    )
    .handle("setMinimum", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const envelope = yield* commandEnvelope
        const row = rowOf(payload)
        yield* requireStockWarehouse(row.warehouseId)
        const woodType = yield* woodTypeNamed(row.woodTypeId)
        const { store } = yield* CommandContext
        const { state, trail, position } = yield* execute(
          store,
          StockRowDecider,
          stockRowStream(row),
          { _tag: "SetStockMinimum", row, minimum: payload.minimumStockLevel },
          envelope
        )
        yield* reportPosition(position)
        return toWarehouseStockRow({ key: row, quantities: state.quantities, minimum: state.minimum }, woodType.name, trail.updatedAt)
      })
    )
)
