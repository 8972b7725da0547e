import { HttpApiBuilder } from "@effect/platform"
import { toStockAdjustment, toWarehouseStockRow, WriteApi, type StockProduct, type StockRowKey, WarehouseId, WoodTypeId } from "@timber/contracts"
import { Effect } from "effect"
import { adjustStockCommand } from "../steps/adjust-stock"
import { setStockMinimumCommand } from "../steps/set-stock-minimum"
import { command } from "./command"
import { requirePermission } from "./request-context"

/** Adjustments and minimum levels are changes to the inventory: ADMIN and MANAGER hold its edit permission. */
const PAGE = "inventory-reports" as const

/** The row a stock write names: a row in nominal sizes when it names a product, else a legacy row by thickness. */
const rowOf = (payload: {
  readonly warehouseId: string
  readonly woodTypeId: string
  readonly thickness: string
  readonly product?: StockProduct | undefined
  readonly width?: string | null | undefined
}): StockRowKey => ({
  warehouseId: WarehouseId.make(payload.warehouseId.trim()),
  woodTypeId: WoodTypeId.make(payload.woodTypeId.trim()),
  thickness: payload.thickness,
  ...(payload.product === undefined ? {} : { product: payload.product, width: payload.width?.trim() ? payload.width.trim() : null })
})

export const StockCommandsLive = HttpApiBuilder.group(WriteApi, "stockCommands", (handlers) =>
  handlers
    .handle("adjust", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const asked = rowOf(payload)
        const outcome = yield* command(
          adjustStockCommand(asked, { status: payload.woodStatus, quantity: payload.quantity, reason: payload.reason, notes: payload.notes })
        )
        const { row, count, warehouse, woodType, adjustmentId, user, envelope, stockRow } = outcome.value
        const adjusted = outcome.executed(stockRow)
        const { lastMove } = adjusted.state
        const change = lastMove?.movementId === `ADJUSTMENT:${adjustmentId}` ? lastMove.changes[0] : undefined
        // an adjustment to the quantity the row already holds moves nothing: it changed nothing
        const unchanged = { bucket: payload.woodStatus, before: payload.quantity, after: payload.quantity, change: 0 }
        return toStockAdjustment(
          {
            adjustmentId,
            adjustedAt: envelope.occurredAt,
            row,
            change: change ? { ...change, bucket: payload.woodStatus } : unchanged,
            reason: count.reason,
            notes: count.notes
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
        const asked = rowOf(payload)
        const outcome = yield* command(setStockMinimumCommand(asked, { minimum: payload.minimumStockLevel }))
        const { woodType, stockRow, key } = outcome.value
        const { state, trail } = outcome.executed(stockRow)
        return toWarehouseStockRow({ key, quantities: state.quantities, volumes: state.volumes, minimum: state.minimum }, woodType.name, trail.updatedAt)
      })
    )
)
