import { decodeEvent, LiveTopics, metadataOf, WAREHOUSE_EVENT_TYPES, WarehouseEvent } from "@timber/contracts"
import { absurd } from "effect"
import type { Projection } from "../runner/projection"

type Details = Omit<Extract<WarehouseEvent, { _tag: "WarehouseCreated" }>, "_tag" | "warehouseId">

const detailColumns = (d: Details) => ({
  code: d.code,
  name: d.name,
  address: d.address,
  contact_person: d.contactPerson,
  stock_control_enabled: d.stockControlEnabled,
  requires_approval: d.requiresApproval
})

/** Warehouses: the management table, the inventory selector, the drying and transfer pickers. */
export const warehousesProjection: Projection = {
  name: "warehouses",
  version: 1,
  eventTypes: WAREHOUSE_EVENT_TYPES,
  tables: ["warehouses"],
  apply: async (trx, event) => {
    const e = decodeEvent(WarehouseEvent, event)
    const at = metadataOf(event).occurredAt
    switch (e._tag) {
      case "WarehouseCreated": {
        const { _tag, warehouseId, ...details } = e
        await trx
          .insertInto("warehouses")
          .values({ id: warehouseId, ...detailColumns(details), status: "ACTIVE", assigned_user_ids: JSON.stringify([]), created_at: at, updated_at: at })
          .onConflict((oc) => oc.column("id").doNothing())
          .execute()
        break
      }
      case "WarehouseUpdated": {
        const { _tag, warehouseId, ...details } = e
        await trx
          .updateTable("warehouses")
          .set({ ...detailColumns(details), updated_at: at })
          .where("id", "=", warehouseId)
          .execute()
        break
      }
      case "WarehouseArchived":
        await trx.updateTable("warehouses").set({ status: "ARCHIVED", updated_at: at }).where("id", "=", e.warehouseId).execute()
        break
      case "WarehouseRestored":
        await trx.updateTable("warehouses").set({ status: "ACTIVE", updated_at: at }).where("id", "=", e.warehouseId).execute()
        break
      case "WarehouseUsersAssigned":
        await trx
          .updateTable("warehouses")
          .set({ assigned_user_ids: JSON.stringify(e.userIds), updated_at: at })
          .where("id", "=", e.warehouseId)
          .execute()
        break
      default:
        return absurd(e)
    }
    return [LiveTopics.warehouses]
  },
  reset: async (trx) => {
    await trx.deleteFrom("warehouses").execute()
  }
}
