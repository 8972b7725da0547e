import { decodeEvent, LiveTopics, metadataOf, WAREHOUSE_EVENT_TYPES, WarehouseEvent } from "@timber/contracts"
import { absurd } from "effect"
import { batched, type Projection } from "../runner/projection"
import { decodeOrPoison, RowWrites } from "../runner/row-writes"

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
  // 2: each row's version (migration 0100)
  version: 2,
  eventTypes: WAREHOUSE_EVENT_TYPES,
  tables: ["warehouses"],
  // the batch folded in memory: each warehouse row it touches is written once
  ...batched(async (trx, events) => {
    const rows = new RowWrites(trx, "warehouses", "keep")
    for (const event of events) {
      const e = decodeOrPoison((recorded) => decodeEvent(WarehouseEvent, recorded), event)
      const at = metadataOf(event).occurredAt
      // every event of a warehouse's stream is one its users see: each moves its version
      const version = event.revision.toString()
      switch (e._tag) {
        case "WarehouseCreated": {
          const { _tag, warehouseId, ...details } = e
          rows.insert(warehouseId, {
            id: warehouseId,
            ...detailColumns(details),
            status: "ACTIVE",
            assigned_user_ids: JSON.stringify([]),
            created_at: at,
            updated_at: at,
            version
          })
          break
        }
        case "WarehouseUpdated": {
          const { _tag, warehouseId, ...details } = e
          rows.change(warehouseId, { ...detailColumns(details), updated_at: at, version })
          break
        }
        case "WarehouseArchived":
          rows.change(e.warehouseId, { status: "ARCHIVED", updated_at: at, version })
          break
        case "WarehouseRestored":
          rows.change(e.warehouseId, { status: "ACTIVE", updated_at: at, version })
          break
        case "WarehouseUsersAssigned":
          rows.change(e.warehouseId, { assigned_user_ids: JSON.stringify(e.userIds), updated_at: at, version })
          break
        default:
          return absurd(e)
      }
    }
    await rows.flush()
    return events.length > 0 ? [LiveTopics.warehouses] : []
  }),
  reset: async (trx) => {
    await trx.deleteFrom("warehouses").execute()
  }
}
