import { UserId, WarehouseId, WarehouseMessages } from "@timber/contracts"
import { describe, it } from "vitest"
import { StepSpec } from "../../testing/decider-spec"
import { juma } from "../../testing/users"
import { mainYard, noWarehouse } from "../../testing/drying-steps"
import { UserDecider } from "../../user/decider"
import { assignWarehouseUsers } from "./decide"

const spec = StepSpec(assignWarehouseUsers)
const warehouseId = WarehouseId.make("w1")
const toJuma = { _tag: "AssignWarehouseUsers", warehouseId, userIds: [UserId.make("u1")] } as const

describe("assigning a warehouse's users", () => {
  it("given an existing user, when the warehouse is assigned to them, then the assignment is recorded", () =>
    spec
      .given({ warehouse: mainYard, assignees: [juma] })
      .when(toJuma)
      .then({ warehouse: [{ _tag: "WarehouseUsersAssigned", warehouseId, userIds: [UserId.make("u1")] }] }))

  it("given an id that names no user, when the warehouse is assigned to it, then it is refused on the users field", () =>
    spec
      .given({ warehouse: mainYard, assignees: [juma, UserDecider.initialState] })
      .when(toJuma)
      .thenError("ValidationError", WarehouseMessages.unknownUser))

  it("given no such warehouse, when its users are assigned, then it is refused as not found", () =>
    spec
      .given({ warehouse: noWarehouse, assignees: [juma] })
      .when(toJuma)
      .thenError("NotFound", WarehouseMessages.notFound))
})
