import { HttpApiBuilder } from "@effect/platform"
import {
  NotFound,
  toWarehouseRecord,
  ValidationError,
  WarehouseMessages,
  WriteApi,
  type WarehouseCommand,
  type WarehouseDetails,
  type WarehousePayload
} from "@timber/contracts"
import { UserDecider, userStream, WarehouseDecider, warehouseStream, type WarehouseState } from "@timber/domain"
import { Effect } from "effect"
import { CommandContext } from "../commands/context"
import { execute, loadAggregate, type CommandEnvelope, type Executed, type Loaded } from "../commands/execute"
import { claimUnique, releaseUnique } from "../commands/reservations"
import { UniqueValues } from "../commands/unique-values"
import { commandEnvelope, reportPosition, requirePermission } from "./request-context"

const PAGE = "warehouses" as const

/** A user as a warehouse shows them, or null when there is no such user. */
const userNamed = (userId: string) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const { state } = yield* loadAggregate(store, UserDecider, userStream(userId)).pipe(Effect.orDie)
    return state._tag === "Registered" ? { id: userId, email: state.email, firstName: state.firstName, lastName: state.lastName, role: state.role } : null
  })

const unknownUser = () =>
  new ValidationError({ message: WarehouseMessages.unknownUser, details: { fields: [{ path: "assignedUserIds", message: WarehouseMessages.unknownUser }] } })

/** An id that names no user refuses the write. */
const requireUsers = (userIds: ReadonlyArray<string>) =>
  Effect.forEach(userIds, (userId) => Effect.flatMap(userNamed(userId), (user) => (user === null ? Effect.fail(unknownUser()) : Effect.void)), {
    discard: true
  })

/** The warehouse as the API answers a write: from the state the command left, through the read side's own view (users gone since are left out, as there). */
const answer = (warehouseId: string, { state, trail }: Executed<WarehouseState>) =>
  Effect.gen(function* () {
    if (state.status === "absent" || state.details === null) return yield* Effect.die(new Error(`warehouse ${warehouseId} has nothing to show after a write`))
    const assignedUsers = (yield* Effect.forEach(state.assignedUserIds, userNamed)).filter((user) => user !== null)
    return toWarehouseRecord({ warehouseId, details: state.details, archived: state.status === "archived", assignedUsers }, trail)
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

const claimCode = (code: string, warehouseId: string, envelope: CommandEnvelope) =>
  claimUnique(
    {
      scope: UniqueValues.warehouseCode.scope,
      key: UniqueValues.warehouseCode.key(code),
      ownerId: warehouseId,
      takenMessage: WarehouseMessages.codeTaken(code.trim()),
      ownerStream: warehouseStream
    },
    envelope
  )

const releaseCode = (code: string, warehouseId: string, envelope: CommandEnvelope) =>
  releaseUnique({ scope: UniqueValues.warehouseCode.scope, key: UniqueValues.warehouseCode.key(code), ownerId: warehouseId }, envelope)

const run = (id: string, command: WarehouseCommand, envelope: CommandEnvelope, loaded?: Loaded<WarehouseState>) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const executed = yield* execute(store, WarehouseDecider, warehouseStream(id), command, envelope, loaded)
    yield* reportPosition(executed.position)
    return executed
  })

/** The warehouse as stored now, read once: the edit decides on this same read. */
const current = (id: string) => Effect.flatMap(CommandContext, ({ store }) => loadAggregate(store, WarehouseDecider, warehouseStream(id)).pipe(Effect.orDie))

export const WarehouseCommandsLive = HttpApiBuilder.group(WriteApi, "warehouseCommands", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const envelope = yield* commandEnvelope
        const id = envelope.ids.next("warehouse")
        const details = detailsOf(payload, null)
        const userIds = payload.assignedUserIds ?? []
        yield* requireUsers(userIds)
        // the reservation stream keeps codes unique even when two creates race
        yield* claimCode(details.code, id, envelope)
        return yield* answer(id, yield* run(id, { _tag: "CreateWarehouse", warehouseId: id, details, assignedUserIds: userIds }, envelope))
      })
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const envelope = yield* commandEnvelope
        const loaded = yield* current(path.id)
        const { state } = loaded
        if (state.details === null) return yield* new NotFound({ message: WarehouseMessages.notFound })
        const details = detailsOf(payload, state.details)
        const userIds = payload.assignedUserIds ?? null
        if (userIds !== null) yield* requireUsers(userIds)
        const codeChanged = UniqueValues.warehouseCode.key(details.code) !== UniqueValues.warehouseCode.key(state.details.code)
        // an archived warehouse refuses the edit below; claim a new code only for one that can take it
        const claimed = codeChanged && state.status === "active"
        if (claimed) yield* claimCode(details.code, path.id, envelope)
        const updated = yield* Effect.tapError(
          run(path.id, { _tag: "UpdateWarehouse", warehouseId: path.id, details, assignedUserIds: userIds }, envelope, loaded),
          () => (claimed ? Effect.ignore(releaseCode(details.code, path.id, envelope)) : Effect.void)
        )
        const released = codeChanged ? yield* releaseCode(state.details.code, path.id, envelope) : null
        if (released?.position) yield* reportPosition(released.position)
        return yield* answer(path.id, updated)
      })
    )
    .handle("archive", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        return yield* answer(path.id, yield* run(path.id, { _tag: "ArchiveWarehouse", warehouseId: path.id }, yield* commandEnvelope))
      })
    )
    .handle("restore", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        return yield* answer(path.id, yield* run(path.id, { _tag: "RestoreWarehouse", warehouseId: path.id }, yield* commandEnvelope))
      })
    )
    .handle("assignUsers", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        yield* requireUsers(payload.userIds)
        return yield* answer(
          path.id,
          yield* run(path.id, { _tag: "AssignWarehouseUsers", warehouseId: path.id, userIds: payload.userIds }, yield* commandEnvelope)
        )
      })
    )
)
