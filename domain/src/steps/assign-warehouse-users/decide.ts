import type { AssignWarehouseUsers, WarehouseEvent } from "@timber/contracts"
import { Effect } from "effect"
import { WarehouseDecider } from "../../warehouse/decider"
import type { Step } from "../step"
import { assigneesKnown, type WarehouseWriteGiven } from "../warehouse-assignees"

export interface AssignWarehouseUsersDecision {
  readonly warehouse: ReadonlyArray<WarehouseEvent>
}

/** A warehouse's users are replaced: each an existing user. */
export const assignWarehouseUsers: Step<WarehouseWriteGiven, AssignWarehouseUsers, AssignWarehouseUsersDecision> = (given, intent) =>
  Effect.gen(function* () {
    yield* assigneesKnown(given.assignees)
    return { warehouse: yield* WarehouseDecider.decide(intent, given.warehouse) }
  })
