import { LiveTopics, metadataOf, RoleEvent } from "@timber/contracts"
import { absurd } from "effect"
import { recordRowsProjection } from "../runner/record-rows"

export const rolesProjection = recordRowsProjection({
  name: "roles",
  // 2: each row's version (migration 0100)
  version: 2,
  events: RoleEvent,
  table: "roles",
  ifStored: "keep",
  apply: (rows, e, event) => {
    const at = metadataOf(event).occurredAt
    // every event of a role's stream moves its version
    const version = event.revision.toString()
    switch (e._tag) {
      case "RoleDefined":
        rows.insert(e.roleId, {
          id: e.roleId,
          name: e.name,
          description: e.description,
          permissions: JSON.stringify(e.permissions),
          created_at: at,
          updated_at: at,
          version
        })
        break
      case "RoleChanged":
        rows.change(e.roleId, { name: e.name, description: e.description, permissions: JSON.stringify(e.permissions), updated_at: at, version })
        break
      case "RoleDeleted":
        rows.remove(e.roleId)
        break
      default:
        return absurd(e)
    }
    return [LiveTopics.roles]
  }
})
