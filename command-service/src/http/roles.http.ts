import { HttpApiBuilder } from "@effect/platform"
import { NotFound, roleName, RoleMessages, WriteApi, type StoredRole, type RolePayload } from "@timber/contracts"
import { RoleDecider, roleStream } from "@timber/domain"
import { Effect } from "effect"
import { CommandContext } from "../commands/context"
import { execute, loadAggregate, type CommandEnvelope } from "../commands/execute"
import { streamTimes } from "../commands/history"
import { claimUnique, releaseUnique } from "../commands/reservations"
import { commandEnvelope, reportPosition, requirePermission } from "./request-context"

const ROLE_NAME_SCOPE = "role-name"

const roleDto = (id: string) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const { state, recorded } = yield* loadAggregate(store, RoleDecider, roleStream(id)).pipe(Effect.orDie)
    if (state.status !== "defined" || state.permissions === null) return yield* new NotFound({ message: RoleMessages.notFound })
    const times = streamTimes(recorded)
    const dto: StoredRole = {
      id,
      name: state.name,
      description: state.description,
      permissions: state.permissions,
      createdAt: times.createdAt,
      updatedAt: times.updatedAt
    }
    return dto
  })

const claimName = (name: string, roleId: string, envelope: CommandEnvelope) =>
  claimUnique(
    { scope: ROLE_NAME_SCOPE, key: name, ownerId: roleId, takenMessage: RoleMessages.nameTaken(name), ownerStream: roleStream, endedBy: "RoleDeleted" },
    envelope
  )

const fields = (payload: RolePayload) => ({ name: roleName(payload.name), description: payload.description?.trim() || null, permissions: payload.permissions })

/** Roles kept on the server (command-service/README.md "Roles"): anyone who may run Admin Settings may shape them. */
export const RoleCommandsLive = HttpApiBuilder.group(WriteApi, "roleCommands", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission("admin-settings", "create")
        const envelope = yield* commandEnvelope
        const { store } = yield* CommandContext
        const roleId = envelope.ids.next("role")
        const role = fields(payload)
        yield* claimName(role.name, roleId, envelope)
        const { position } = yield* execute(store, RoleDecider, roleStream(roleId), { _tag: "DefineRole", roleId, ...role }, envelope)
        yield* reportPosition(position)
        return yield* roleDto(roleId)
      })
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission("admin-settings", "edit")
        const envelope = yield* commandEnvelope
        const { store } = yield* CommandContext
        const before = yield* roleDto(path.id)
        const role = fields(payload)
        if (role.name !== before.name) yield* claimName(role.name, path.id, envelope)
        const { position } = yield* execute(store, RoleDecider, roleStream(path.id), { _tag: "ChangeRole", roleId: path.id, ...role }, envelope)
        if (role.name !== before.name) yield* releaseUnique({ scope: ROLE_NAME_SCOPE, key: before.name, ownerId: path.id }, envelope).pipe(Effect.ignore)
        yield* reportPosition(position)
        return yield* roleDto(path.id)
      })
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission("admin-settings", "delete")
        const envelope = yield* commandEnvelope
        const { store } = yield* CommandContext
        const { state } = yield* loadAggregate(store, RoleDecider, roleStream(path.id)).pipe(Effect.orDie)
        const { position } = yield* execute(store, RoleDecider, roleStream(path.id), { _tag: "DeleteRole", roleId: path.id }, envelope)
        yield* releaseUnique({ scope: ROLE_NAME_SCOPE, key: state.name, ownerId: path.id }, envelope).pipe(Effect.ignore)
        yield* reportPosition(position)
        return { id: path.id }
      })
    )
)
