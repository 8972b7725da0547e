import {
  BusinessRuleViolation,
  NotFound,
  ValidationError,
  WarehouseMessages,
  type WarehouseCommand,
  type WarehouseDetails,
  WarehouseEvent,
  type WarehouseId,
  type UserId
} from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"
import { holdsSomething } from "../warehouse-holdings/decider"
import { nextWarehouseState, type WarehouseLifecycleEvent, type WarehouseMachineState } from "./lifecycle.machine"

export interface WarehouseState {
  readonly status: WarehouseMachineState
  /** Whether it is active because it was restored: a second Restore is then a repeat (quiet), of a warehouse never archived a mistake (refused). */
  readonly restored: boolean
  readonly details: WarehouseDetails | null
  readonly assignedUserIds: ReadonlyArray<UserId>
}

export const warehouseStream = (id: WarehouseId) => `Warehouse-${id}`

/** The code as uniqueness compares it: "wh-001 " and "WH-001" collide. */
export const warehouseCodeKey = (code: string) => code.trim().toUpperCase()

/** Asks the machine, then says why in the catalogue's words when it refuses. */
const allowed = (state: WarehouseState, event: WarehouseLifecycleEvent): Effect.Effect<void, NotFound | BusinessRuleViolation> => {
  if (state.status === "absent") return Effect.fail(new NotFound({ message: WarehouseMessages.notFound }))
  if (nextWarehouseState(state.status, event) !== null) return Effect.void
  switch (event.type) {
    case "ARCHIVE":
      return Effect.fail(new BusinessRuleViolation({ message: WarehouseMessages.alreadyArchived }))
    case "RESTORE":
      return Effect.fail(new BusinessRuleViolation({ message: WarehouseMessages.notArchived }))
    case "EDIT":
    case "CREATE":
      return Effect.fail(new BusinessRuleViolation({ message: WarehouseMessages.archivedReadOnly }))
    default:
      return absurd(event)
  }
}

const validDetails = (d: WarehouseDetails): Effect.Effect<void, ValidationError> =>
  !d.code.trim()
    ? Effect.fail(new ValidationError({ message: WarehouseMessages.codeRequired }))
    : !d.name.trim()
      ? Effect.fail(new ValidationError({ message: WarehouseMessages.nameRequired }))
      : Effect.void

const sameUsers = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) => a.length === b.length && [...a].sort().every((id, i) => id === [...b].sort()[i])
const sameDetails = (a: WarehouseDetails | null, b: WarehouseDetails) =>
  a !== null && (Object.keys(b) as Array<keyof WarehouseDetails>).every((k) => a[k] === b[k])
const unique = (ids: ReadonlyArray<UserId>) => [...new Set(ids)]

export const WarehouseDecider: Decider<WarehouseCommand, WarehouseEvent, WarehouseState> = {
  events: WarehouseEvent,
  initialState: { status: "absent", details: null, assignedUserIds: [], restored: false },
  evolve: (state, event) => {
    switch (event._tag) {
      case "WarehouseCreated":
      case "WarehouseUpdated": {
        const { _tag, warehouseId, ...details } = event
        return { ...state, status: "active", details }
      }
      case "WarehouseArchived":
        return { ...state, status: "archived", restored: false }
      case "WarehouseRestored":
        return { ...state, status: "active", restored: true }
      case "WarehouseUsersAssigned":
        return { ...state, assignedUserIds: event.userIds }
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "CreateWarehouse": {
        // the same create delivered again (an idempotent retry) creates nothing new
        if (state.status !== "absent") return Effect.succeed([])
        const userIds = unique(command.assignedUserIds)
        return Effect.as(validDetails(command.details), [
          { _tag: "WarehouseCreated" as const, warehouseId: command.warehouseId, ...command.details },
          ...(userIds.length > 0 ? [{ _tag: "WarehouseUsersAssigned" as const, warehouseId: command.warehouseId, userIds }] : [])
        ])
      }
      case "UpdateWarehouse":
        return Effect.gen(function* () {
          yield* allowed(state, { type: "EDIT" })
          yield* validDetails(command.details)
          const events: WarehouseEvent[] = []
          if (!sameDetails(state.details, command.details)) events.push({ _tag: "WarehouseUpdated", warehouseId: command.warehouseId, ...command.details })
          const userIds = command.assignedUserIds === null ? null : unique(command.assignedUserIds)
          if (userIds !== null && !sameUsers(userIds, state.assignedUserIds))
            events.push({ _tag: "WarehouseUsersAssigned", warehouseId: command.warehouseId, userIds })
          return events
        })
      case "ArchiveWarehouse":
        // archived already (a second tab, a click after a reload): what was asked holds, nothing to add
        if (state.status === "archived") return Effect.succeed([])
        return Effect.zipRight(
          allowed(state, { type: "ARCHIVE" }),
          // decided: a warehouse still holding stock or a drying batch is not archived; its stock would be stranded
          holdsSomething(command.holdings)
            ? Effect.fail(
                new BusinessRuleViolation({ message: WarehouseMessages.holdsSomething(state.details?.name ?? command.warehouseId, command.holdings!) })
              )
            : Effect.succeed([{ _tag: "WarehouseArchived" as const, warehouseId: command.warehouseId }])
        )
      case "RestoreWarehouse":
        if (state.status === "active" && state.restored) return Effect.succeed([])
        return Effect.as(allowed(state, { type: "RESTORE" }), [{ _tag: "WarehouseRestored" as const, warehouseId: command.warehouseId }])
      case "AssignWarehouseUsers": {
        const userIds = unique(command.userIds)
        return Effect.as(
          allowed(state, { type: "EDIT" }),
          sameUsers(userIds, state.assignedUserIds) ? [] : [{ _tag: "WarehouseUsersAssigned" as const, warehouseId: command.warehouseId, userIds }]
        )
      }
      default:
        return absurd(command)
    }
  }
}
