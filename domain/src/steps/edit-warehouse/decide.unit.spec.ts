import { UserId, WarehouseId, WarehouseMessages } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { StepSpec } from "../../testing/decider-spec"
import { juma } from "../../testing/users"
import { archivedYard, mainYard, noWarehouse } from "../../testing/drying-steps"
import { UserDecider } from "../../user/decider"
import { editWarehouse, type EditWarehouseIntent } from "./decide"

const spec = StepSpec(editWarehouse)
const warehouseId = WarehouseId.make("w1")
const renamed: EditWarehouseIntent = { warehouseId, payload: { code: "WH-002", name: "North yard" }, assignedUserIds: null }

describe("editing a warehouse", () => {
  it("given a warehouse, when its code and name change and the rest is left out, then the rest keeps its value and the code moves", () =>
    spec
      .given({ warehouse: mainYard, assignees: [] })
      .when(renamed)
      .then({
        warehouse: [
          {
            _tag: "WarehouseUpdated",
            warehouseId,
            code: "WH-002",
            name: "North yard",
            address: "Plot 4, Mbeya",
            contactPerson: "Asha",
            stockControlEnabled: true,
            requiresApproval: false
          }
        ],
        code: { before: "WH-001", after: "WH-002" }
      }))

  it("given a blank address, when the warehouse is saved, then its address is cleared", () =>
    spec
      .given({ warehouse: mainYard, assignees: [] })
      .when({ ...renamed, payload: { ...renamed.payload, address: "  " } })
      .then((decided) => expect(decided.warehouse[0]).toMatchObject({ _tag: "WarehouseUpdated", address: null, contactPerson: "Asha" })))

  it("given an existing user, when the warehouse is assigned to them, then only the assignment is recorded", () =>
    spec
      .given({ warehouse: mainYard, assignees: [juma] })
      .when({ warehouseId, payload: { code: "WH-001", name: "Main yard" }, assignedUserIds: [UserId.make("u1")] })
      .then({ warehouse: [{ _tag: "WarehouseUsersAssigned", warehouseId, userIds: [UserId.make("u1")] }], code: { before: "WH-001", after: "WH-001" } }))

  it("given no such warehouse, when it is edited, then it is refused as not found, before its users are looked at", () =>
    spec
      .given({ warehouse: noWarehouse, assignees: [UserDecider.initialState] })
      .when(renamed)
      .thenError("NotFound", WarehouseMessages.notFound))

  it("given an id that names no user, when the warehouse is assigned to it, then it is refused on the users field", () =>
    spec
      .given({ warehouse: mainYard, assignees: [UserDecider.initialState] })
      .when({ ...renamed, assignedUserIds: [UserId.make("ghost")] })
      .thenError("ValidationError", WarehouseMessages.unknownUser))

  it("given an archived warehouse, when it is edited, then it is refused as read-only", () =>
    spec.given({ warehouse: archivedYard, assignees: [] }).when(renamed).thenError("BusinessRuleViolation", WarehouseMessages.archivedReadOnly))
})
