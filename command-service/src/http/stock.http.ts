import { HttpApiBuilder } from "@effect/platform"
import {
  toStockAdjustment,
  toWarehouseStockRow,
  ValidationError,
  WoodTypeMessages,
  WriteApi,
  type StockRowKey,
  WarehouseId,
  WoodTypeId,
  UserId
} from "@timber/contracts"
import { UserDecider, userStream } from "@timber/domain"
import { Effect } from "effect"
import { streamOf } from "../commands/execute"
import { countStockRowUse, decideOnStockRow, requireStockWarehouse } from "../commands/stock"
import { requireWoodType } from "../commands/wood-type-use"
import { command } from "./command"
import { requirePermission } from "./request-context"

/** Adjustments and minimum levels are changes to the inventory: ADMIN and MANAGER hold its edit permission. */
const PAGE = "inventory-reports" as const

const woodTypeNotFound = () =>
  new ValidationError({ message: WoodTypeMessages.notFound, details: { fields: [{ path: "woodTypeId", message: WoodTypeMessages.notFound }] } })

const rowOf = (payload: { readonly warehouseId: string; readonly woodTypeId: string; readonly thickness: string }): StockRowKey => ({
  warehouseId: WarehouseId.make(payload.warehouseId.trim()),
  woodTypeId: WoodTypeId.make(payload.woodTypeId.trim()),
  thickness: payload.thickness
})

export const StockCommandsLive = HttpApiBuilder.group(WriteApi, "stockCommands", (handlers) =>
  handlers
    .handle("adjust", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const row = rowOf(payload)
        const outcome = yield* command((streams, envelope) =>
          Effect.gen(function* () {
            const warehouse = yield* requireStockWarehouse(streams, row.warehouseId)
            const woodType = yield* requireWoodType(streams, row.woodTypeId, woodTypeNotFound)
            const adjustmentId = envelope.ids.next("stock-adjustment")
            // the stock row holds its wood type: counted so the wood type can't be deleted under the stock
            yield* countStockRowUse(streams, row, woodTypeNotFound)
            // a count sets a status to what was counted: decided again (a retry), it moves nothing more
            const { ref: stockRow } = yield* decideOnStockRow(streams, row, {
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
            })
            // who adjusted, as the answer names them
            const { state: user } = yield* streams.read(streamOf(UserDecider, userStream(UserId.make(envelope.actor.userId))))
            return { warehouse, woodType, adjustmentId, user, envelope, stockRow }
          })
        )
        const { warehouse, woodType, adjustmentId, user, envelope, stockRow } = outcome.value
        const adjusted = outcome.executed(stockRow)
        const { lastMove } = adjusted.state
        const change = lastMove?.movementId === `ADJUSTMENT:${adjustmentId}` ? lastMove.changes[0] : undefined
        // an adjustment to the quantity the row already holds moves nothing: it changed nothing
        const { before, after } = change ?? { before: payload.quantity, after: payload.quantity }
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
        const row = rowOf(payload)
        const outcome = yield* command((streams) =>
          Effect.gen(function* () {
            yield* requireStockWarehouse(streams, row.warehouseId)
            const woodType = yield* requireWoodType(streams, row.woodTypeId, woodTypeNotFound)
            const { ref } = yield* decideOnStockRow(streams, row, { _tag: "SetStockMinimum", row, minimum: payload.minimumStockLevel })
            return { woodType, stockRow: ref }
          })
        )
        const { woodType, stockRow } = outcome.value
        const { state, trail } = outcome.executed(stockRow)
        return toWarehouseStockRow({ key: row, quantities: state.quantities, minimum: state.minimum }, woodType.name, trail.updatedAt)
      })
    )
)
