import { NotFound, WarehouseMessages, type UserId, type WarehouseEvent, type WarehouseId, type WarehousePayload } from "@timber/contracts"
import { Effect } from "effect"
import { warehouseDetailsOf } from "../../warehouse/details"
import { WarehouseDecider } from "../../warehouse/decider"
import type { Step } from "../step"
import { assigneesKnown, type WarehouseWriteGiven } from "../warehouse-assignees"

export interface EditWarehouseIntent {
  readonly warehouseId: WarehouseId
  readonly payload: WarehousePayload
  /** The users it is assigned to now; null: left as they are. */
  readonly assignedUserIds: ReadonlyArray<UserId> | null
}

export interface EditWarehouseDecision {
  readonly warehouse: ReadonlyArray<WarehouseEvent>
  /** Its code before and after: a new code is claimed and the old one let go in the same append. */
  readonly code: { readonly before: string; readonly after: string }
}

/** A warehouse's details and users are edited: only a warehouse that exists, only to users who exist. */
export const editWarehouse: Step<WarehouseWriteGiven, EditWarehouseIntent, EditWarehouseDecision> = (given, intent) =>
  Effect.gen(function* () {
    const current = given.warehouse.details
    // the form's left-out fields keep what it holds, so there must be something to hold them
    if (current === null) return yield* new NotFound({ message: WarehouseMessages.notFound })
    const details = warehouseDetailsOf(intent.payload, current)
    yield* assigneesKnown(given.assignees)
    const warehouse = yield* WarehouseDecider.decide(
      { _tag: "UpdateWarehouse", warehouseId: intent.warehouseId, details, assignedUserIds: intent.assignedUserIds },
      given.warehouse
    )
    return { warehouse, code: { before: current.code, after: details.code } }
  })
