import { HttpApiBuilder } from "@effect/platform"
import { NotFound, roleName, RoleMessages, toStoredRole, WriteApi, type RoleCommand, type RolePayload } from "@timber/contracts"
import { RoleDecider, roleStream, type RoleState } from "@timber/domain"
import { Effect } from "effect"
import { CommandContext } from "../commands/context"
import { execute, loadAggregate, type CommandEnvelope, type Executed, type Loaded } from "../commands/execute"
import { claimUnique, releaseUnique } from "../commands/reservations"
import { commandEnvelope, reportPosition, requirePermission } from "./request-context"

const ROLE_NAME_SCOPE = "role-name"

/** The role as the API answers a write: from the state the command left, through the read side's own view. */
const answer = ({ state, trail }: Executed<RoleState>) =>
  state.status === "defined" && state.roleId !== null && state.permissions !== null
    ? Effect.succeed(toStoredRole({ ...state, roleId: state.roleId, permissions: state.permissions }, trail))
    : Effect.die(new Error(`role has nothing to show after a write (${state.status})`))

const run = (roleId: string, command: RoleCommand, envelope: CommandEnvelope, loaded?: Loaded<RoleState>) =>
  Effect.gen(function* () {
    const { store } = yield* CommandContext
    const executed = yield* execute(store, RoleDecider, roleStream(roleId), command, envelope, loaded)
    yield* reportPosition(executed.position)
    return executed
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
        const roleId = envelope.ids.next("role")
        const role = fields(payload)
        yield* claimName(role.name, roleId, envelope)
        return yield* answer(yield* run(roleId, { _tag: "DefineRole", roleId, ...role }, envelope))
      })
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requirePermission("admin-settings", "edit")
        const envelope = yield* commandEnvelope
        const { store } = yield* CommandContext
        // the name held now: a new name is claimed before the change is written, the old one freed after
        const loaded = yield* loadAggregate(store, RoleDecider, roleStream(path.id)).pipe(Effect.orDie)
        const before = loaded.state
        if (before.status !== "defined") return yield* new NotFound({ message: RoleMessages.notFound })
        const role = fields(payload)
        if (role.name !== before.name) yield* claimName(role.name, path.id, envelope)
        const changed = yield* run(path.id, { _tag: "ChangeRole", roleId: path.id, ...role }, envelope, loaded)
        if (role.name !== before.name) yield* releaseUnique({ scope: ROLE_NAME_SCOPE, key: before.name, ownerId: path.id }, envelope).pipe(Effect.ignore)
        return yield* answer(changed)
      })
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePermission("admin-settings", "delete")
        const envelope = yield* commandEnvelope
        // the deleted role keeps its name in its state: no read before the delete to learn which name to free
        const { state } = yield* run(path.id, { _tag: "DeleteRole", roleId: path.id }, envelope)
        yield* releaseUnique({ scope: ROLE_NAME_SCOPE, key: state.name, ownerId: path.id }, envelope).pipe(Effect.ignore)
        return { id: path.id }
      })
    )
)
