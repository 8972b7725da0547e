import { HttpApiBuilder } from "@effect/platform"
import {
  NotFound,
  StockMessages,
  ValidationError,
  WoodTypeMessages,
  WriteApi,
  type StockAdjustment,
  type StockRowKey,
  type WarehouseStockRow
} from "@timber/contracts"
import { StockRowDecider, stockRowStream, UserDecider, userStream, WoodTypeDecider, woodTypeStream } from "@timber/domain"
import { Effect } from "effect"
import { CommandContext } from "../commands/context"
import { execute, loadAggregate } from "../commands/execute"
import { streamTimes } from "../commands/history"
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
        const { position } = yield* execute(
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
        yield* reportPosition(position)
        const recorded = yield* store.readStream(stockRowStream(row)).pipe(Effect.orDie)
        const event = [...recorded]
          .reverse()
          .find((r) => r.type === "StockMoved" && (r.data as { movementId: string }).movementId === `ADJUSTMENT:${adjustmentId}`)
        const change = (event?.data as { changes?: ReadonlyArray<{ before: number; after: number; change: number }> } | undefined)?.changes?.[0]
        const before = change?.before ?? payload.quantity
        const { state: user } = yield* loadAggregate(store, UserDecider, userStream(envelope.actor.userId)).pipe(Effect.orDie)
        const adjustment: StockAdjustment = {
          id: adjustmentId,
          adjustedAt: envelope.occurredAt,
          warehouse: { id: row.warehouseId, name: warehouse.name, code: warehouse.code },
          woodType,
          thickness: payload.thickness.trim(),
          woodStatus: payload.woodStatus,
          quantityBefore: before,
          quantityAfter: payload.quantity,
          quantityChange: payload.quantity - before,
          reason: payload.reason.trim(),
          notes: payload.notes?.trim() || null,
          adjustedBy: {
            id: envelope.actor.userId,
            firstName: user._tag === "Registered" ? user.firstName : "",
            lastName: user._tag === "Registered" ? user.lastName : "",
            email: envelope.actor.email
          }
        }
        return adjustment
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
        const { state, position } = yield* execute(
          store,
          StockRowDecider,
          stockRowStream(row),
          { _tag: "SetStockMinimum", row, minimum: payload.minimumStockLevel },
          envelope
        )
        yield* reportPosition(position)
        const recorded = yield* store.readStream(stockRowStream(row)).pipe(Effect.orDie)
        if (recorded.length === 0) return yield* new NotFound({ message: StockMessages.selectedStockNotFound })
        const q = state.quantities
        const answer: WarehouseStockRow = {
          id: (recorded[0]!.data as { stockRowId: string }).stockRowId,
          warehouseId: row.warehouseId,
          woodTypeId: row.woodTypeId,
          woodType,
          thickness: (recorded[0]!.data as { thickness: string }).thickness,
          statusNotDried: q.NOT_DRIED,
          statusUnderDrying: q.UNDER_DRYING,
          statusDried: q.DRIED,
          statusDamaged: q.DAMAGED,
          statusInTransitOut: q.IN_TRANSIT_OUT,
          statusInTransitIn: q.IN_TRANSIT_IN,
          minimumStockLevel: state.minimum,
          updatedAt: streamTimes(recorded).updatedAt
        }
        return answer
      })
    )
)
