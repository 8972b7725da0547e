import { HttpApiBuilder } from "@effect/platform"
import { EditedRecords, RoleId, roleName, toStoredRole, WriteApi, type RolePayload } from "@timber/contracts"
import type { RoleState } from "@timber/domain"
import { Effect } from "effect"
import type { EditedRecord, Executed } from "../commands/execute"
import { roleHolders } from "../commands/role-holders"
import { changeRoleCommand } from "../steps/change-role"
import { claimRoleName, releaseRoleName, roleOf } from "../steps/role-name"
import { command } from "./command"
import { commandEnvelope, requirePermission } from "./request-context"

/** The role as the API answers a write: from the state the command left, through the read side's own view. */
const answer = ({ state, trail, version }: Executed<RoleState>) =>
  state.status === "defined" && state.roleId !== null && state.permissions !== null && version !== null
    ? Effect.succeed(toStoredRole({ ...state, roleId: state.roleId, permissions: state.permissions }, trail, version))
    : Effect.die(new Error(`role has nothing to show after a write (${state.status})`))

/** A role an edit or a delete was made on: a stale one is refused with the role as the Roles list shows it now. */
const editedRole = (roleId: RoleId, bodyVersion?: string): EditedRecord<RoleState> & { readonly bodyVersion?: string | undefined } => ({
  ref: roleOf(roleId),
  subject: EditedRecords.role,
  bodyVersion,
  current: ({ state, trail, version }) =>
    Effect.succeed(
      state.status === "defined" && state.roleId !== null && state.permissions !== null
        ? toStoredRole({ ...state, roleId: state.roleId, permissions: state.permissions }, trail, version)
        : null
    )
})

const fields = (payload: RolePayload) => ({ name: roleName(payload.name), description: payload.description?.trim() || null, permissions: payload.permissions })

/** Roles kept on the server (command-service/README.md "Roles"): anyone who may run Admin Settings may shape them. Each write and its name's claim or release: one append. */
export const RoleCommandsLive = HttpApiBuilder.group(WriteApi, "roleCommands", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        yield* requirePermission("admin-settings", "create")
        const roleId = RoleId.make((yield* commandEnvelope).ids.next("role"))
        const role = fields(payload)
        const created = yield* command((streams) =>
          Effect.zipRight(
            streams.decide(roleOf(roleId), { _tag: "DefineRole", roleId, ...role }, { assumeNew: true }),
            claimRoleName(streams, role.name, roleId)
          )
        )
        return yield* answer(created.executed(roleOf(roleId)))
      })
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        const roleId = RoleId.make(path.id)
        yield* requirePermission("admin-settings", "edit")
        const role = fields(payload)
        const changed = yield* command(changeRoleCommand({ _tag: "ChangeRole", roleId, ...role }), editedRole(roleId, payload.version))
        return yield* answer(changed.executed(roleOf(roleId)))
      })
    )
    .handle("remove", ({ path }) =>
      Effect.gen(function* () {
        const roleId = RoleId.make(path.id)
        yield* requirePermission("admin-settings", "delete")
        // a role users hold is refused, naming how many: they would be left with a role nobody may be given
        yield* command(
          (streams) =>
            Effect.gen(function* () {
              const { state: role } = yield* streams.read(roleOf(roleId))
              const holders = role.status === "defined" ? yield* roleHolders(streams, role.name) : 0
              const deleted = yield* streams.decide(roleOf(roleId), { _tag: "DeleteRole", roleId, holders })
              yield* releaseRoleName(streams, deleted.name, roleId)
            }),
          editedRole(roleId)
        )
        return { id: path.id }
      })
    )
)
