import {
  NotificationId,
  NotificationTypes,
  StockFellBelowMinimum,
  StockMessages,
  stockSizeText,
  WarehouseCreated,
  WarehouseUpdated,
  WarehouseUsersAssigned,
  WoodTypeCreated,
  WoodTypeUpdated,
  type RaiseNotification,
  UserId
} from "@timber/contracts"
import { NotificationDecider, notificationStream } from "@timber/domain"
import { absurd, Schema } from "effect"
import { uuidV5 } from "../commands/ids"
import { reactOn, type ProcessManager } from "./process-manager"

const LowStockTriggers = Schema.Union(StockFellBelowMinimum, WarehouseCreated, WarehouseUpdated, WarehouseUsersAssigned, WoodTypeCreated, WoodTypeUpdated)
type LowStockTrigger = typeof LowStockTriggers.Type

/** What the notification needs to say and to whom: warehouse names and assigned users, wood type names. */
const LowStockStateSchema = Schema.Struct({
  warehouses: Schema.ReadonlyMap({ key: Schema.String, value: Schema.Struct({ name: Schema.String, userIds: Schema.Array(UserId) }) }),
  woodTypes: Schema.ReadonlyMap({ key: Schema.String, value: Schema.String })
})
export type LowStockState = typeof LowStockStateSchema.Type

const INVENTORY_URL = "/dashboard/factory/inventory"

/**
 * Low stock: when a stock row falls below its minimum (the decider raises
 * StockFellBelowMinimum once per fall, never on each movement) every user assigned to the
 * warehouse is told once. Notification ids derive from the trigger and the user, so a
 * redelivered event raises nothing new.
 */
export const lowStockProcess: ProcessManager<LowStockState, LowStockTrigger> = {
  name: "low-stock-notifications",
  actor: { userId: "process:low-stock-notifications", email: "notifications@timber.works" },
  events: LowStockTriggers,
  initialState: { warehouses: new Map(), woodTypes: new Map() },
  state: LowStockStateSchema,
  evolve: (state, e) => {
    switch (e._tag) {
      case "WarehouseCreated":
      case "WarehouseUpdated": {
        const current = state.warehouses.get(e.warehouseId)
        return { ...state, warehouses: new Map(state.warehouses).set(e.warehouseId, { name: e.name, userIds: current?.userIds ?? [] }) }
      }
      case "WarehouseUsersAssigned": {
        const current = state.warehouses.get(e.warehouseId)
        return { ...state, warehouses: new Map(state.warehouses).set(e.warehouseId, { name: current?.name ?? e.warehouseId, userIds: e.userIds }) }
      }
      case "WoodTypeCreated":
      case "WoodTypeUpdated":
        return { ...state, woodTypes: new Map(state.woodTypes).set(e.woodTypeId, e.name) }
      case "StockFellBelowMinimum":
        return state
      default:
        return absurd(e)
    }
  },
  react: (state, e, recorded) => {
    if (e._tag !== "StockFellBelowMinimum") return []
    const warehouse = state.warehouses.get(e.warehouseId)
    if (!warehouse) return []
    const message = StockMessages.lowStock(warehouse.name, state.woodTypes.get(e.woodTypeId) ?? "Wood", stockSizeText(e), e.available, e.minimum)
    return warehouse.userIds.map((userId) => {
      const notificationId = NotificationId.make(uuidV5(`notification|${recorded.id}|${userId}`))
      const command: RaiseNotification = {
        _tag: "RaiseNotification",
        notificationId,
        userId,
        type: NotificationTypes.lowStock,
        title: StockMessages.lowStockTitle,
        message,
        linkUrl: INVENTORY_URL
      }
      return reactOn(NotificationDecider, notificationStream(notificationId), command)
    })
  }
}
