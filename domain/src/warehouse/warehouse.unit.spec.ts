import { WarehouseMessages, type WarehouseCommand, type WarehouseDetails, type WarehouseEvent } from "@timber/contracts"
import { describe, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { expectAggregateAgreesWithMachine } from "../testing/machine-agreement"
import { WarehouseDecider } from "./decider"
import { warehouseLifecycle, type WarehouseLifecycleEvent } from "./lifecycle.machine"

const spec = DeciderSpec(WarehouseDecider)
const details: WarehouseDetails = {
  code: "WH-001",
  name: "Main yard",
  address: "Plot 4, Mbeya",
  contactPerson: "Asha",
  stockControlEnabled: true,
  requiresApproval: false
}
const created: WarehouseEvent = { _tag: "WarehouseCreated", warehouseId: "w1", ...details }
const archived: WarehouseEvent = { _tag: "WarehouseArchived", warehouseId: "w1" }
const update = (d: Partial<WarehouseDetails>, assignedUserIds: ReadonlyArray<string> | null = null): WarehouseCommand => ({
  _tag: "UpdateWarehouse",
  warehouseId: "w1",
  details: { ...details, ...d },
  assignedUserIds
})

describe("warehouse", () => {
  it("is created ACTIVE with its assigned users", () =>
    spec
      .given([])
      .when({ _tag: "CreateWarehouse", warehouseId: "w1", details, assignedUserIds: ["u1", "u1", "u2"] })
      .then([created, { _tag: "WarehouseUsersAssigned", warehouseId: "w1", userIds: ["u1", "u2"] }]))

  it("needs a code and a name", () => {
    spec
      .given([])
      .when({ _tag: "CreateWarehouse", warehouseId: "w1", details: { ...details, code: "  " }, assignedUserIds: [] })
      .thenError("ValidationError", WarehouseMessages.codeRequired)
    spec
      .given([created])
      .when(update({ name: "" }))
      .thenError("ValidationError", WarehouseMessages.nameRequired)
  })

  it("is edited only while ACTIVE", () => {
    spec
      .given([created])
      .when(update({ name: "North yard" }))
      .then([{ _tag: "WarehouseUpdated", warehouseId: "w1", ...details, name: "North yard" }])
    spec
      .given([created, archived])
      .when(update({ name: "North yard" }))
      .thenError("BusinessRuleViolation", WarehouseMessages.archivedReadOnly)
    spec
      .given([created, archived])
      .when({ _tag: "AssignWarehouseUsers", warehouseId: "w1", userIds: ["u1"] })
      .thenError("BusinessRuleViolation", WarehouseMessages.archivedReadOnly)
  })

  it("an unchanged save appends nothing; a changed user list is its own event", () => {
    spec.given([created]).when(update({})).then([])
    spec
      .given([created])
      .when(update({}, ["u9"]))
      .then([{ _tag: "WarehouseUsersAssigned", warehouseId: "w1", userIds: ["u9"] }])
  })

  it("archives, refuses a second archive, and restores", () => {
    spec.given([created]).when({ _tag: "ArchiveWarehouse", warehouseId: "w1" }).then([archived])
    spec.given([created, archived]).when({ _tag: "ArchiveWarehouse", warehouseId: "w1" }).thenError("BusinessRuleViolation", WarehouseMessages.alreadyArchived)
    spec
      .given([created, archived])
      .when({ _tag: "RestoreWarehouse", warehouseId: "w1" })
      .then([{ _tag: "WarehouseRestored", warehouseId: "w1" }])
    spec.given([created]).when({ _tag: "RestoreWarehouse", warehouseId: "w1" }).thenError("BusinessRuleViolation", WarehouseMessages.notArchived)
    spec.given([]).when({ _tag: "ArchiveWarehouse", warehouseId: "w1" }).thenError("NotFound", WarehouseMessages.notFound)
  })

  it("agrees with its lifecycle machine on every path", () => {
    let edits = 0
    expectAggregateAgreesWithMachine({
      machine: warehouseLifecycle,
      decider: WarehouseDecider,
      events: [{ type: "CREATE" }, { type: "EDIT" }, { type: "ARCHIVE" }, { type: "RESTORE" }] as WarehouseLifecycleEvent[],
      commandFor: (e): WarehouseCommand => {
        switch (e.type) {
          case "CREATE":
            return { _tag: "CreateWarehouse", warehouseId: "w1", details, assignedUserIds: [] }
          case "EDIT":
            return update({ name: `Yard ${++edits}` })
          case "ARCHIVE":
            return { _tag: "ArchiveWarehouse", warehouseId: "w1" }
          case "RESTORE":
            return { _tag: "RestoreWarehouse", warehouseId: "w1" }
        }
      },
      stateOf: (s) => s.status
    })
  })
})
