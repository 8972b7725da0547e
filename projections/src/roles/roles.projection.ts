import { decodeEvent, LiveTopics, metadataOf, ROLE_EVENT_TYPES, RoleEvent } from "@timber/contracts"
import { absurd } from "effect"
import { batched, type Projection } from "../runner/projection"
import { decodeOrPoison, RowWrites } from "../runner/row-writes"

export const rolesProjection: Projection = {
  name: "roles",
  // 2: each row's version (migration 0100)
  version: 2,
  eventTypes: ROLE_EVENT_TYPES,
  tables: ["roles"],
  // the batch folded in memory: each role row it touches is written once
  ...batched(async (trx, events) => {
    const rows = new RowWrites(trx, "roles", "keep")
    for (const event of events) {
      const e = decodeOrPoison((recorded) => decodeEvent(RoleEvent, recorded), event)
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
    }
    await rows.flush()
    return events.length > 0 ? [LiveTopics.roles] : []
  }),
  reset: async (trx) => {
    await trx.deleteFrom("roles").execute()
  }
}
