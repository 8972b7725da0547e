import { BusinessRuleViolation, Conflict, NotFound, RoleMessages, RoleEvent, type PermissionMap, type RoleCommand, type RoleId } from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"
import { normalizePermissions } from "../permissions/editor"
import { nextRoleState, type RoleMachineState } from "./lifecycle.machine"

export interface RoleState {
  readonly status: RoleMachineState
  readonly roleId: string | null
  readonly name: string
  readonly description: string | null
  readonly permissions: PermissionMap | null
}

export const roleStream = (roleId: RoleId) => `Role-${roleId}`

const notFound = () => new NotFound({ message: RoleMessages.notFound })

/**
 * A role kept on the server (the spec keeps them in the browser; see command-service/README.md):
 * its upper-cased name and the permission template 'Apply Defaults' copies. The stored template
 * obeys the editor's rules (no right without access, no action a page lacks).
 */
export const RoleDecider: Decider<RoleCommand, RoleEvent, RoleState> = {
  events: RoleEvent,
  initialState: { status: "absent", roleId: null, name: "", description: null, permissions: null },
  evolve: (state, event) => {
    switch (event._tag) {
      case "RoleDefined":
      case "RoleChanged":
        return { status: "defined", roleId: event.roleId, name: event.name, description: event.description, permissions: event.permissions }
      case "RoleDeleted":
        return { ...state, status: "deleted" }
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "DefineRole": {
        if (nextRoleState(state.status, { type: "DEFINE" }) === null) {
          return state.status === "defined" && state.name === command.name
            ? Effect.succeed([])
            : Effect.fail(new Conflict({ message: "This role id is already used" }))
        }
        const { _tag, ...fields } = command
        return Effect.succeed([{ _tag: "RoleDefined" as const, ...fields, permissions: normalizePermissions(fields.permissions) }])
      }
      case "ChangeRole": {
        if (nextRoleState(state.status, { type: "CHANGE" }) === null) return Effect.fail(notFound())
        const permissions = normalizePermissions(command.permissions)
        const from = { name: state.name, description: state.description, permissions: state.permissions! }
        if (JSON.stringify(from) === JSON.stringify({ name: command.name, description: command.description, permissions })) return Effect.succeed([])
        const { _tag, ...fields } = command
        return Effect.succeed([{ _tag: "RoleChanged" as const, ...fields, permissions, from }])
      }
      case "DeleteRole":
        if (nextRoleState(state.status, { type: "DELETE" }) === null) return Effect.fail(notFound())
        if (command.holders > 0) return Effect.fail(new BusinessRuleViolation({ message: RoleMessages.heldByUsers(command.holders) }))
        return Effect.succeed([{ _tag: "RoleDeleted" as const, roleId: command.roleId, name: state.name }])
      default:
        return absurd(command)
    }
  }
}
