import { decodeEvent, LiveTopics, metadataOf, ROLE_EVENT_TYPES, RoleEvent } from "@timber/contracts"
import { absurd } from "effect"
import type { Projection } from "../runner/projection"

export const rolesProjection: Projection = {
  name: "roles",
  version: 1,
  eventTypes: ROLE_EVENT_TYPES,
  tables: ["roles"],
  apply: async (trx, event) => {
    const e = decodeEvent(RoleEvent, event)
    const at = metadataOf(event).occurredAt
    switch (e._tag) {
      case "RoleDefined":
        await trx
          .insertInto("roles")
          .values({ id: e.roleId, name: e.name, description: e.description, permissions: JSON.stringify(e.permissions), created_at: at, updated_at: at })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute()
        break
      case "RoleChanged":
        await trx
          .updateTable("roles")
          .set({ name: e.name, description: e.description, permissions: JSON.stringify(e.permissions), updated_at: at })
          .where("id", "=", e.roleId)
          .execute()
        break
      case "RoleDeleted":
        await trx.deleteFrom("roles").where("id", "=", e.roleId).execute()
        break
      default:
        return absurd(e)
    }
    return [LiveTopics.roles]
  },
  reset: async (trx) => {
    await trx.deleteFrom("roles").execute()
  }
}
