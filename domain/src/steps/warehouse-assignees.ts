import { ValidationError, WarehouseMessages } from "@timber/contracts"
import { Effect } from "effect"
import type { UserState } from "../user/decider"
import type { WarehouseState } from "../warehouse/decider"

/** What a warehouse write is given: the warehouse, and the users it assigns as read (one state per id named, in order). */
export interface WarehouseWriteGiven {
  readonly warehouse: WarehouseState
  readonly assignees: ReadonlyArray<UserState>
}

/** Refused on the form's users field, in the spec's words. */
const unknownUser = () =>
  new ValidationError({ message: WarehouseMessages.unknownUser, details: { fields: [{ path: "assignedUserIds", message: WarehouseMessages.unknownUser }] } })

/** An id that names no user refuses the write: a warehouse is assigned to people who exist. */
export const assigneesKnown = (assignees: ReadonlyArray<UserState>): Effect.Effect<void, ValidationError> =>
  assignees.every((user) => user._tag === "Registered") ? Effect.void : Effect.fail(unknownUser())
