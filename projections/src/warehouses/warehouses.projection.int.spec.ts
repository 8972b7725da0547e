import {
  WarehouseArchived,
  WarehouseCreated,
  WarehouseEvent,
  WarehouseId,
  WarehouseRestored,
  WarehouseUpdated,
  WarehouseUsersAssigned,
  UserId
} from "@timber/contracts"
import { it } from "vitest"
import { at, describeProjection, eventsOf } from "../testing/projection-spec"
import { warehousesProjection } from "./warehouses.projection"

const warehouse = eventsOf(WarehouseEvent)
const details = { code: "WH-1", name: "Main yard", address: "Plot 4, Mbeya", contactPerson: "Juma", stockControlEnabled: true, requiresApproval: false }
const created = warehouse(WarehouseCreated.make({ warehouseId: WarehouseId.make("wh-1"), ...details }))
const archived = warehouse(WarehouseArchived.make({ warehouseId: WarehouseId.make("wh-1") }))

describeProjection(warehousesProjection, (spec) => {
  it("given a warehouse created, then it is active, with its details and nobody assigned", async () => {
    await spec.given(created).then({
      warehouses: [
        {
          id: "wh-1",
          code: "WH-1",
          name: "Main yard",
          address: "Plot 4, Mbeya",
          contact_person: "Juma",
          stock_control_enabled: true,
          requires_approval: false,
          status: "ACTIVE",
          assigned_user_ids: [],
          created_at: at(0),
          updated_at: at(0)
        }
      ]
    })
  })

  it("given its details updated and users assigned, then the row shows them, changed at the last", async () => {
    await spec
      .given(
        created,
        warehouse(WarehouseUpdated.make({ warehouseId: WarehouseId.make("wh-1"), ...details, name: "North yard", address: null, requiresApproval: true })),
        warehouse(WarehouseUsersAssigned.make({ warehouseId: WarehouseId.make("wh-1"), userIds: [UserId.make("u-1"), UserId.make("u-2")] }))
      )
      .then({ warehouses: [{ id: "wh-1", name: "North yard", address: null, requires_approval: true, assigned_user_ids: ["u-1", "u-2"], updated_at: at(2) }] })
  })

  it("given it archived, then it is archived; restored, active again", async () => {
    await spec.given(created, archived).then({ warehouses: [{ id: "wh-1", status: "ARCHIVED", updated_at: at(1) }] })
    await spec
      .given(created, archived, warehouse(WarehouseRestored.make({ warehouseId: WarehouseId.make("wh-1") })))
      .then({ warehouses: [{ id: "wh-1", status: "ACTIVE", updated_at: at(2) }] })
  })
})
