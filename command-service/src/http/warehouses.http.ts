import { HttpApiBuilder } from "@effect/platform"
import {
  NotFound,
  toWarehouseRecord,
  ValidationError,
  WarehouseId,
  WarehouseMessages,
  WriteApi,
  type DomainError,
  EditedRecords,
  type WarehouseCommand,
  type WarehouseDetails,
  type WarehousePayload,
  UserId
} from "@timber/contracts"
import { UserDecider, userStream, WarehouseDecider, WarehouseHoldingsDecider, warehouseHoldingsStream, warehouseStream } from "@timber/domain"
import { Effect } from "effect"
import { streamOf, type EditedRecord, type Outcome, type Streams } from "../commands/execute"
import { claimValue, releaseValue } from "../commands/reservations"
import { UniqueValues } from "../commands/unique-values"
import { command } from "./command"
import { commandEnvelope, requirePermission } from "./request-context"

const PAGE = "warehouses" as const

const warehouseOf = (warehouseId: WarehouseId) => streamOf(WarehouseDecider, warehouseStream(warehouseId))

/** A user as a warehouse shows them, or null when there is no such user. */
const userNamed = (streams: Streams, userId: UserId) =>
  Effect.map(streams.read(streamOf(UserDecider, userStream(userId))), ({ state }) =>
    state._tag === "Registered" ? { id: userId, email: state.email, firstName: state.firstName, lastName: state.lastName, role: state.role } : null
  )

const unknownUser = () =>
  new ValidationError({ message: WarehouseMessages.unknownUser, details: { fields: [{ path: "assignedUserIds", message: WarehouseMessages.unknownUser }] } })

/** An id that names no user refuses the write. */
const requireUsers = (streams: Streams, userIds: ReadonlyArray<UserId>) =>
  Effect.forEach(userIds, (userId) => Effect.flatMap(userNamed(streams, userId), (user) => (user === null ? Effect.fail(unknownUser()) : Effect.void)), {
    discard: true
  })

const detailsOf = (payload: WarehousePayload, current: WarehouseDetails | null): WarehouseDetails => ({
  code: payload.code.trim(),
  name: payload.name.trim(),
  address: payload.address === undefined ? (current?.address ?? null) : payload.address?.trim() || null,
  contactPerson: payload.contactPerson === undefined ? (current?.contactPerson ?? null) : payload.contactPerson?.trim() || null,
  // a new warehouse keeps stock unless told otherwise (decision: most warehouses of a timber yard hold wood)
  stockControlEnabled: payload.stockControlEnabled ?? current?.stockControlEnabled ?? true,
  requiresApproval: payload.requiresApproval ?? current?.requiresApproval ?? false
})

/** The reservation stream keeps codes unique even when two writes race; claimed in the warehouse's own command. */
const claimCode = (streams: Streams, code: string, warehouseId: WarehouseId) =>
  claimValue(streams, {
    scope: UniqueValues.warehouseCode.scope,
    key: UniqueValues.warehouseCode.key(code),
    ownerId: warehouseId,
    takenMessage: WarehouseMessages.codeTaken(code.trim()),
    // the holder of a code is a warehouse: its id, read back from the reservation, is branded here
    ownerStream: (holder: string) => warehouseStream(WarehouseId.make(holder))
  })

const releaseCode = (streams: Streams, code: string, warehouseId: string) =>
  releaseValue(streams, { scope: UniqueValues.warehouseCode.scope, key: UniqueValues.warehouseCode.key(code), ownerId: warehouseId })

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
        const details = detailsOf(payload, null)
        const userIds = (payload.assignedUserIds ?? []).map((id) => UserId.make(id))
        // the warehouse and its code's claim: one append
        const created = yield* command(
          withAssignedUsers(id, (streams) =>
            Effect.gen(function* () {
              yield* requireUsers(streams, userIds)
              yield* streams.decide(warehouseOf(id), { _tag: "CreateWarehouse", warehouseId: id, details, assignedUserIds: userIds }, { assumeNew: true })
              yield* claimCode(streams, details.code, id)
            })
          )
        )
        return yield* warehouseAnswer(id, created)
      })
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        const warehouseId = WarehouseId.make(path.id)
        yield* requirePermission(PAGE, "edit")
        const userIds = payload.assignedUserIds?.map((id) => UserId.make(id)) ?? null
        // the edit, the new code's claim and the old code's release: one append, so a refused edit claims nothing
        const updated = yield* command(
          withAssignedUsers(warehouseId, (streams) =>
            Effect.gen(function* () {
              const { state } = yield* streams.read(warehouseOf(warehouseId))
              if (state.details === null) return yield* new NotFound({ message: WarehouseMessages.notFound })
              const details = detailsOf(payload, state.details)
              if (userIds !== null) yield* requireUsers(streams, userIds)
              const before = state.details.code
              yield* streams.decide(warehouseOf(warehouseId), { _tag: "UpdateWarehouse", warehouseId, details, assignedUserIds: userIds })
              if (UniqueValues.warehouseCode.key(details.code) !== UniqueValues.warehouseCode.key(before)) {
                yield* claimCode(streams, details.code, warehouseId)
                yield* releaseCode(streams, before, warehouseId)
              }
            })
          ),
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
          withAssignedUsers(warehouseId, (streams) =>
            Effect.zipRight(requireUsers(streams, userIds), streams.decide(warehouseOf(warehouseId), { _tag: "AssignWarehouseUsers", warehouseId, userIds }))
          ),
          editedWarehouse(warehouseId, payload.version)
        )
        return yield* warehouseAnswer(warehouseId, assigned)
      })
    )
)
