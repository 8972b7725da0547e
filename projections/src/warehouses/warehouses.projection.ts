import { LiveTopics, metadataOf, WarehouseEvent } from "@timber/contracts"
import { absurd } from "effect"
import { recordRowsProjection } from "../runner/record-rows"

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
export const warehousesProjection = recordRowsProjection({
  name: "warehouses",
  // 2: each row's version (migration 0100)
  version: 2,
  events: WarehouseEvent,
  table: "warehouses",
  ifStored: "keep",
  apply: (rows, e, event) => {
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
    return [LiveTopics.warehouses]
  }
})
