import { HttpApiBuilder } from "@effect/platform"
import {
  NotFound,
  ValidationError,
  WarehouseMessages,
  WriteApi,
  type WarehouseCommand,
  type WarehouseDetails,
  type WarehousePayload,
  type WarehouseRecord
} from "@timber/contracts"
import { UserDecider, userStream, WarehouseDecider, warehouseStream } from "@timber/domain"
import { Effect } from "effect"
import { CommandContext } from "../commands/context"
import { execute, loadAggregate, type CommandEnvelope } from "../commands/execute"
import { streamTimes } from "../commands/history"
import { claimUnique, releaseUnique } from "../commands/reservations"
import { UniqueValues } from "../commands/unique-values"
import { commandEnvelope, reportPosition, requirePermission } from "./request-context"

const PAGE = "warehouses" as const

/** The assigned users as the table and the dialog show them; an id that names no user refuses the write. */
const usersNamed = (userIds: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const users = []
    for (const userId of userIds) {
      const { state } = yield* loadAggregate(store, UserDecider, userStream(userId)).pipe(Effect.orDie)
      if (state._tag !== "Registered") {
        return yield* new ValidationError({
          message: WarehouseMessages.unknownUser,
          details: { fields: [{ path: "assignedUserIds", message: WarehouseMessages.unknownUser }] }
        })
      }
      users.push({ userId, user: { id: userId, email: state.email, firstName: state.firstName, lastName: state.lastName, role: state.role } })
    }
    return users
  })

/** The warehouse read back from its own stream (a write never waits for a projection). */
const warehouse = (id: string) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const { state, recorded } = yield* loadAggregate(store, WarehouseDecider, warehouseStream(id)).pipe(Effect.orDie)
    if (state.status === "absent" || state.details === null) return yield* new NotFound({ message: WarehouseMessages.notFound })
    const times = streamTimes(recorded)
    const record: WarehouseRecord = {
      id,
      ...state.details,
      status: state.status === "archived" ? "ARCHIVED" : "ACTIVE",
      assignedUsers: yield* usersNamed(state.assignedUserIds).pipe(Effect.catchAll(() => Effect.succeed([]))),
      createdAt: times.createdAt,
      updatedAt: times.updatedAt
    }
    return record
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

const run = (id: string, command: WarehouseCommand, envelope: CommandEnvelope) =>
  Effect.flatMap(CommandContext, ({ store }) => execute(store, WarehouseDecider, warehouseStream(id), command, envelope))

const current = (id: string) =>
  Effect.flatMap(CommandContext, ({ store }) =>
    Effect.map(loadAggregate(store, WarehouseDecider, warehouseStream(id)).pipe(Effect.orDie), ({ state }) => state)
  )

export const WarehouseCommandsLive = HttpApiBuilder.group(WriteApi, "warehouseCommands", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "create")
        const envelope = yield* commandEnvelope
        const id = envelope.ids.next("warehouse")
        const details = detailsOf(payload, null)
        const userIds = payload.assignedUserIds ?? []
        yield* usersNamed(userIds)
        // the reservation stream keeps codes unique even when two creates race
        yield* claimCode(details.code, id, envelope)
        const { position } = yield* run(id, { _tag: "CreateWarehouse", warehouseId: id, details, assignedUserIds: userIds }, envelope)
        yield* reportPosition(position)
        return yield* warehouse(id)
      })
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const envelope = yield* commandEnvelope
        const state = yield* current(path.id)
        if (state.details === null) return yield* new NotFound({ message: WarehouseMessages.notFound })
        const details = detailsOf(payload, state.details)
        const userIds = payload.assignedUserIds ?? null
        if (userIds !== null) yield* usersNamed(userIds)
        const codeChanged = UniqueValues.warehouseCode.key(details.code) !== UniqueValues.warehouseCode.key(state.details.code)
        // an archived warehouse refuses the edit below; claim a new code only for one that can take it
        const claimed = codeChanged && state.status === "active"
        if (claimed) yield* claimCode(details.code, path.id, envelope)
        const updated = yield* Effect.tapError(
          run(path.id, { _tag: "UpdateWarehouse", warehouseId: path.id, details, assignedUserIds: userIds }, envelope),
          () => (claimed ? Effect.ignore(releaseCode(details.code, path.id, envelope)) : Effect.void)
        )
        const released = codeChanged ? yield* releaseCode(state.details.code, path.id, envelope) : null
        yield* reportPosition(released?.position ?? updated.position)
        return yield* warehouse(path.id)
      })
    )
    .handle("archive", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const { position } = yield* run(path.id, { _tag: "ArchiveWarehouse", warehouseId: path.id }, yield* commandEnvelope)
        yield* reportPosition(position)
        return yield* warehouse(path.id)
      })
    )
    .handle("restore", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        const { position } = yield* run(path.id, { _tag: "RestoreWarehouse", warehouseId: path.id }, yield* commandEnvelope)
        yield* reportPosition(position)
        return yield* warehouse(path.id)
      })
    )
    .handle("assignUsers", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission(PAGE, "edit")
        yield* usersNamed(payload.userIds)
        const { position } = yield* run(path.id, { _tag: "AssignWarehouseUsers", warehouseId: path.id, userIds: payload.userIds }, yield* commandEnvelope)
        yield* reportPosition(position)
        return yield* warehouse(path.id)
      })
    )
)
