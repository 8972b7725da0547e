import { BusinessRuleViolation, NotFound, StockMessages, WarehouseMessages, type WarehouseDetails } from "@timber/contracts"
import { Effect } from "effect"
import type { WarehouseState } from "./decider"

/**
 * A warehouse that may hold stock, or why not: it exists, is ACTIVE and keeps stock
 * (stockControlEnabled). Every step that puts pieces into a warehouse or takes them out asks it.
 */
export const stockKeepingWarehouse = (state: WarehouseState): Effect.Effect<WarehouseDetails, NotFound | BusinessRuleViolation> => {
  if (state.status === "absent" || state.details === null) return Effect.fail(new NotFound({ message: WarehouseMessages.notFound }))
  if (state.status === "archived") return Effect.fail(new BusinessRuleViolation({ message: WarehouseMessages.archivedReadOnly }))
  if (!state.details.stockControlEnabled) return Effect.fail(new BusinessRuleViolation({ message: StockMessages.warehouseNotStockControlled }))
  return Effect.succeed(state.details)
}
