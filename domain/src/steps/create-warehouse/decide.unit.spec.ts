import { UserId, WarehouseId, WarehouseMessages } from "@timber/contracts"
import { describe, it } from "vitest"
import { StepSpec } from "../../testing/decider-spec"
import { juma } from "../../testing/users"
import { UserDecider } from "../../user/decider"
import { WarehouseDecider } from "../../warehouse/decider"
import { createWarehouse, type CreateWarehouseIntent } from "./decide"

const spec = StepSpec(createWarehouse)
const warehouseId = WarehouseId.make("w1")
const nobody = UserDecider.initialState
const yard: CreateWarehouseIntent = { warehouseId, payload: { code: " wh-001 ", name: " Main yard " }, assignedUserIds: [UserId.make("u1")] }

describe("creating a warehouse", () => {
  it("given an existing user, when a warehouse is created for them, then it is created keeping stock, assigned to them, claiming its code", () =>
    spec
      .given({ warehouse: WarehouseDecider.initialState, assignees: [juma] })
      .when(yard)
      .then({
        warehouse: [
          {
            _tag: "WarehouseCreated",
            warehouseId,
            code: "wh-001",
            name: "Main yard",
            address: null,
            contactPerson: null,
            stockControlEnabled: true,
            requiresApproval: false
          },
          { _tag: "WarehouseUsersAssigned", warehouseId, userIds: [UserId.make("u1")] }
        ],
        code: "wh-001"
      }))

  it("given an id that names no user, when a warehouse is created for it, then it is refused on the users field", () =>
    spec
      .given({ warehouse: WarehouseDecider.initialState, assignees: [juma, nobody] })
      .when(yard)
      .thenError("ValidationError", WarehouseMessages.unknownUser))
})
