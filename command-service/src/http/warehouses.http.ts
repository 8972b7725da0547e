import { HttpApiBuilder } from "@effect/platform"
import { toWarehouseRecord, WarehouseId, WriteApi, type DomainError, EditedRecords, type WarehouseCommand, UserId } from "@timber/contracts"
import { UserDecider, userStream, WarehouseDecider, WarehouseHoldingsDecider, warehouseHoldingsStream } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type EditedRecord, type Outcome, type Streams } from "../commands/execute"
import { assignWarehouseUsersCommand } from "../steps/assign-warehouse-users"
import { createWarehouseCommand } from "../steps/create-warehouse"
import { editWarehouseCommand } from "../steps/edit-warehouse"
import { warehouseOf } from "../steps/warehouse-write"
import { command } from "./command"
import { commandEnvelope, requirePermission } from "./request-context"

const PAGE = "warehouses" as const

/** A user as a warehouse shows them, or null when there is no such user. */
const userNamed = (streams: Streams, userId: UserId) =>
  Effect.map(streams.read(streamOf(UserDecider, userStream(userId))), ({ state }) =>
    state._tag === "Registered" ? { id: userId, email: state.email, firstName: state.firstName, lastName: state.lastName, role: state.role } : null
  )

type WarehouseState = typeof WarehouseDecider.initialState

/** The warehouse's assigned users as they are named now (users gone since are left out, as on the read side). */
const assignedUsersOf = (streams: Streams, state: WarehouseState) =>
  Effect.map(
    Effect.forEach(state.assignedUserIds, (userId) => userNamed(streams, userId)),
    (users) => users.filter((user) => user !== null)
  )

/** A warehouse an edit was made on: a stale edit is refused with the warehouse as the list shows it now. */
const editedWarehouse = (warehouseId: WarehouseId, bodyVersion?: string): EditedRecord<WarehouseState> & { readonly bodyVersion?: string | undefined } => ({
  ref: warehouseOf(warehouseId),
  subject: EditedRecords.warehouse,
  bodyVersion,
  current: ({ state, trail, version }, streams) =>
    Effect.map(assignedUsersOf(streams, state), (assignedUsers) =>
      state.details === null
        ? null
        : toWarehouseRecord({ warehouseId, details: state.details, archived: state.status === "archived", assignedUsers, version }, trail)
    )
})

/**
 * Ends a warehouse's command by reading the users it assigns, so the answer names them as stored in
 * the same try (users gone since are left out, as on the read side). Answers those users.
 */
const withAssignedUsers =
  <R>(warehouseId: WarehouseId, decide: (streams: Streams) => Effect.Effect<unknown, DomainError, R>) =>
  (streams: Streams) =>
    Effect.zipRight(
      decide(streams),
      Effect.flatMap(streams.read(warehouseOf(warehouseId)), ({ state }) => assignedUsersOf(streams, state))
    )

/** The warehouse as a write answers it, through the read side's own view, from the state its command left and the users it read. */
const warehouseAnswer = (warehouseId: WarehouseId, outcome: Outcome<Effect.Effect.Success<ReturnType<typeof assignedUsersOf>>>) => {
  const { state, trail, version } = outcome.executed(warehouseOf(warehouseId))
  if (state.status === "absent" || state.details === null || version === null)
    return Effect.die(new Error(`warehouse ${warehouseId} has nothing to show after a write`))
  return Effect.succeed(
    toWarehouseRecord({ warehouseId, details: state.details, archived: state.status === "archived", assignedUsers: outcome.value, version }, trail)
  )
}

const decideOn = (warehouseId: WarehouseId, warehouseCommand: WarehouseCommand) => (streams: Streams) =>
  streams.decide(warehouseOf(warehouseId), warehouseCommand)

export const WarehouseCommandsLive = HttpApiBuilder.group(WriteApi, "warehouseCommands", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const id = WarehouseId.make((yield* commandEnvelope).ids.next("warehouse"))
        const userIds = (payload.assignedUserIds ?? []).map((id) => UserId.make(id))
        // the warehouse and its code's claim: one append
        const created = yield* command(withAssignedUsers(id, createWarehouseCommand({ warehouseId: id, payload, assignedUserIds: userIds })))
        return yield* warehouseAnswer(id, created)
      })
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        const warehouseId = WarehouseId.make(path.id)
        yield* requirePermission(PAGE, "edit")
        const userIds = payload.assignedUserIds?.map((id) => UserId.make(id)) ?? null
        const updated = yield* command(
          withAssignedUsers(warehouseId, editWarehouseCommand({ warehouseId, payload, assignedUserIds: userIds })),
          editedWarehouse(warehouseId, payload.version)
        )
        return yield* warehouseAnswer(warehouseId, updated)
      })
    )
    .handle("archive", ({ path }) =>
      Effect.suspend(() => {
        const warehouseId = WarehouseId.make(path.id)
        // what it holds, as the warehouse-holdings process last counted it, read for the fact (refused while it holds stock or a drying batch)
        const archive = (streams: Streams) =>
          Effect.flatMap(streams.read(streamOf(WarehouseHoldingsDecider, warehouseHoldingsStream(warehouseId))), ({ state: holdings }) =>
            streams.decide(warehouseOf(warehouseId), { _tag: "ArchiveWarehouse", warehouseId, holdings })
          )
        return Effect.zipRight(
          requirePermission(PAGE, "edit"),
          Effect.flatMap(command(withAssignedUsers(warehouseId, archive), editedWarehouse(warehouseId)), (archived) => warehouseAnswer(warehouseId, archived))
        )
      })
    )
    .handle("restore", ({ path }) =>
      Effect.suspend(() => {
        const warehouseId = WarehouseId.make(path.id)
        return Effect.zipRight(
          requirePermission(PAGE, "edit"),
          Effect.flatMap(
            command(withAssignedUsers(warehouseId, decideOn(warehouseId, { _tag: "RestoreWarehouse", warehouseId })), editedWarehouse(warehouseId)),
            (restored) => warehouseAnswer(warehouseId, restored)
          )
        )
      })
    )
    .handle("assignUsers", ({ path, payload }) =>
      Effect.gen(function* () {
        const warehouseId = WarehouseId.make(path.id)
        const userIds = payload.userIds.map((id) => UserId.make(id))
        yield* requirePermission(PAGE, "edit")
        const assigned = yield* command(
          withAssignedUsers(warehouseId, assignWarehouseUsersCommand({ _tag: "AssignWarehouseUsers", warehouseId, userIds })),
          editedWarehouse(warehouseId, payload.version)
        )
        return yield* warehouseAnswer(warehouseId, assigned)
      })
    )
)
