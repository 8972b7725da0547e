import type { UserId, WarehouseEvent, WarehouseId, WarehousePayload } from "@timber/contracts"
import { Effect } from "effect"
import { warehouseDetailsOf } from "../../warehouse/details"
import { WarehouseDecider } from "../../warehouse/decider"
import type { Step } from "../step"
import { assigneesKnown, type WarehouseWriteGiven } from "../warehouse-assignees"

export interface CreateWarehouseIntent {
  readonly warehouseId: WarehouseId
  readonly payload: WarehousePayload
  readonly assignedUserIds: ReadonlyArray<UserId>
}

export interface CreateWarehouseDecision {
  readonly warehouse: ReadonlyArray<WarehouseEvent>
  /** The code the warehouse claims (unique among warehouses: the command service's reservation). */
  readonly code: string
}

/** A warehouse is created with its details and the users it is assigned to, each an existing user. */
export const createWarehouse: Step<WarehouseWriteGiven, CreateWarehouseIntent, CreateWarehouseDecision> = (given, intent) =>
  Effect.gen(function* () {
    yield* assigneesKnown(given.assignees)
    const details = warehouseDetailsOf(intent.payload, null)
    const warehouse = yield* WarehouseDecider.decide(
      { _tag: "CreateWarehouse", warehouseId: intent.warehouseId, details, assignedUserIds: intent.assignedUserIds },
      given.warehouse
    )
    return { warehouse, code: details.code }
  })
