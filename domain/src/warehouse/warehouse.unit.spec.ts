import { WarehouseMessages, type WarehouseCommand, type WarehouseDetails, type WarehouseEvent, WarehouseId, UserId } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { expectAggregateAgreesWithMachine } from "../testing/machine-agreement"
import { fold } from "../decider/decider"
import { WarehouseDecider, warehouseCodeKey, warehouseStream } from "./decider"
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
const created: WarehouseEvent = { _tag: "WarehouseCreated", warehouseId: WarehouseId.make("w1"), ...details }
const archived: WarehouseEvent = { _tag: "WarehouseArchived", warehouseId: WarehouseId.make("w1") }
const update = (d: Partial<WarehouseDetails>, assignedUserIds: ReadonlyArray<string> | null = null): WarehouseCommand => ({
  _tag: "UpdateWarehouse",
  warehouseId: WarehouseId.make("w1"),
  details: { ...details, ...d },
  assignedUserIds: assignedUserIds?.map((id) => UserId.make(id)) ?? null
})

describe("warehouse", () => {
  it("is created ACTIVE with its assigned users", () =>
    spec
      .given([])
      .when({
        _tag: "CreateWarehouse",
        warehouseId: WarehouseId.make("w1"),
        details,
        assignedUserIds: [UserId.make("u1"), UserId.make("u1"), UserId.make("u2")]
      })
      .then([created, { _tag: "WarehouseUsersAssigned", warehouseId: WarehouseId.make("w1"), userIds: [UserId.make("u1"), UserId.make("u2")] }]))

  it("needs a code and a name", () => {
    spec
      .given([])
      .when({ _tag: "CreateWarehouse", warehouseId: WarehouseId.make("w1"), details: { ...details, code: "  " }, assignedUserIds: [] })
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
      .then([{ _tag: "WarehouseUpdated", warehouseId: WarehouseId.make("w1"), ...details, name: "North yard" }])
    spec
      .given([created, archived])
      .when(update({ name: "North yard" }))
      .thenError("BusinessRuleViolation", WarehouseMessages.archivedReadOnly)
    spec
      .given([created, archived])
      .when({ _tag: "AssignWarehouseUsers", warehouseId: WarehouseId.make("w1"), userIds: [UserId.make("u1")] })
      .thenError("BusinessRuleViolation", WarehouseMessages.archivedReadOnly)
  })

  it("an unchanged save appends nothing; a changed user list is its own event", () => {
    spec.given([created]).when(update({})).then([])
    spec
      .given([created])
      .when(update({}, ["u9"]))
      .then([{ _tag: "WarehouseUsersAssigned", warehouseId: WarehouseId.make("w1"), userIds: [UserId.make("u9")] }])
  })

  it("archives, answers a second archive quietly, restores and answers a second restore quietly (issue 37: a repeated step)", () => {
    const restored = { _tag: "WarehouseRestored" as const, warehouseId: WarehouseId.make("w1") }
    spec
      .given([created])
      .when({ _tag: "ArchiveWarehouse", warehouseId: WarehouseId.make("w1") })
      .then([archived])
    spec
      .given([created, archived])
      .when({ _tag: "ArchiveWarehouse", warehouseId: WarehouseId.make("w1") })
      .then([])
    spec
      .given([created, archived])
      .when({ _tag: "RestoreWarehouse", warehouseId: WarehouseId.make("w1") })
      .then([restored])
    spec
      .given([created, archived, restored])
      .when({ _tag: "RestoreWarehouse", warehouseId: WarehouseId.make("w1") })
      .then([])
    // archived again after the restore: the next restore is a step again
    spec
      .given([created, archived, restored, archived])
      .when({ _tag: "RestoreWarehouse", warehouseId: WarehouseId.make("w1") })
      .then([restored])
    // a warehouse never archived has nothing to restore: a mistake, not a repeat
    spec
      .given([created])
      .when({ _tag: "RestoreWarehouse", warehouseId: WarehouseId.make("w1") })
      .thenError("BusinessRuleViolation", WarehouseMessages.notArchived)
    spec
      .given([])
      .when({ _tag: "ArchiveWarehouse", warehouseId: WarehouseId.make("w1") })
      .thenError("NotFound", WarehouseMessages.notFound)
  })

  it("given a warehouse that still holds stock or has a kiln batch drying, when it is archived, then it is refused naming what it holds; holding neither (or nothing counted), it is archived (issue 37 item 8)", () => {
    const archive = (holdsStock: boolean, runningBatches: boolean) =>
      ({ _tag: "ArchiveWarehouse", warehouseId: WarehouseId.make("w1"), holdings: { holdsStock, runningBatches } }) as const
    spec
      .given([created])
      .when(archive(true, false))
      .thenError(
        "BusinessRuleViolation",
        `Warehouse ${details.name} cannot be archived: it still holds stock. Move its stock out (transfer or adjust it) and complete its drying batches first.`
      )
    spec
      .given([created])
      .when(archive(true, true))
      .thenError(
        "BusinessRuleViolation",
        `Warehouse ${details.name} cannot be archived: it still holds stock and has a kiln batch drying. Move its stock out (transfer or adjust it) and complete its drying batches first.`
      )
    spec
      .given([created])
      .when(archive(false, true))
      .thenError("BusinessRuleViolation", WarehouseMessages.holdsSomething(details.name, { holdsStock: false, runningBatches: true }))
    spec.given([created]).when(archive(false, false)).then([archived])
  })

  it("given a warehouse, when the same create is delivered again, then nothing new is recorded", () =>
    spec
      .given([created])
      .when({ _tag: "CreateWarehouse", warehouseId: WarehouseId.make("w1"), details, assignedUserIds: [UserId.make("u1")] })
      .then([]))

  it("given no warehouse, when created with nobody assigned, then only the creation is recorded", () =>
    spec
      .given([])
      .when({ _tag: "CreateWarehouse", warehouseId: WarehouseId.make("w1"), details, assignedUserIds: [] })
      .then([created]))

  it("given no warehouse, when created with a blank name, then 'name required' and nothing is recorded", () =>
    spec
      .given([])
      .when({ _tag: "CreateWarehouse", warehouseId: WarehouseId.make("w1"), details: { ...details, name: "   " }, assignedUserIds: [UserId.make("u1")] })
      .thenError("ValidationError", WarehouseMessages.nameRequired))

  it("given a warehouse, when saved with a blank code, then 'code required'", () =>
    spec
      .given([created])
      .when(update({ code: " " }))
      .thenError("ValidationError", WarehouseMessages.codeRequired))

  it("given no warehouse, when edited, restored or assigned users, then 'not found'", () => {
    spec.given([]).when(update({})).thenError("NotFound", WarehouseMessages.notFound)
    spec
      .given([])
      .when({ _tag: "RestoreWarehouse", warehouseId: WarehouseId.make("w1") })
      .thenError("NotFound", WarehouseMessages.notFound)
    spec
      .given([])
      .when({ _tag: "AssignWarehouseUsers", warehouseId: WarehouseId.make("w1"), userIds: [UserId.make("u1")] })
      .thenError("NotFound", WarehouseMessages.notFound)
  })

  it("given assigned users, when the same users are assigned again in another order or repeated, then nothing is recorded", () => {
    const assigned: WarehouseEvent = { _tag: "WarehouseUsersAssigned", warehouseId: WarehouseId.make("w1"), userIds: [UserId.make("u1"), UserId.make("u2")] }
    spec
      .given([created, assigned])
      .when({ _tag: "AssignWarehouseUsers", warehouseId: WarehouseId.make("w1"), userIds: [UserId.make("u2"), UserId.make("u1"), UserId.make("u2")] })
      .then([])
    spec
      .given([created, assigned])
      .when(update({}, ["u2", "u1"]))
      .then([])
  })

  it("given users assigned in one order, when the same users are assigned in another order, then nothing is recorded", () =>
    spec
      .given([created, { _tag: "WarehouseUsersAssigned", warehouseId: WarehouseId.make("w1"), userIds: [UserId.make("u2"), UserId.make("u1")] }])
      .when({ _tag: "AssignWarehouseUsers", warehouseId: WarehouseId.make("w1"), userIds: [UserId.make("u1"), UserId.make("u2")] })
      .then([]))

  it("given assigned users, when one is swapped for another or one is added, then the new list is recorded", () => {
    const assigned: WarehouseEvent = { _tag: "WarehouseUsersAssigned", warehouseId: WarehouseId.make("w1"), userIds: [UserId.make("u1"), UserId.make("u2")] }
    spec
      .given([created, assigned])
      .when({ _tag: "AssignWarehouseUsers", warehouseId: WarehouseId.make("w1"), userIds: [UserId.make("u1"), UserId.make("u3")] })
      .then([{ _tag: "WarehouseUsersAssigned", warehouseId: WarehouseId.make("w1"), userIds: [UserId.make("u1"), UserId.make("u3")] }])
    spec
      .given([created, assigned])
      .when({
        _tag: "AssignWarehouseUsers",
        warehouseId: WarehouseId.make("w1"),
        userIds: [UserId.make("u1"), UserId.make("u2"), UserId.make("u3"), UserId.make("u3")]
      })
      .then([{ _tag: "WarehouseUsersAssigned", warehouseId: WarehouseId.make("w1"), userIds: [UserId.make("u1"), UserId.make("u2"), UserId.make("u3")] }])
    spec
      .given([created, assigned])
      .when(update({}, ["u1"]))
      .then([{ _tag: "WarehouseUsersAssigned", warehouseId: WarehouseId.make("w1"), userIds: [UserId.make("u1")] }])
  })

  it("given an edited warehouse, when its new details are saved again, then nothing is recorded; its users stay assigned", () => {
    const assigned: WarehouseEvent = { _tag: "WarehouseUsersAssigned", warehouseId: WarehouseId.make("w1"), userIds: [UserId.make("u1")] }
    const edited: WarehouseEvent = { _tag: "WarehouseUpdated", warehouseId: WarehouseId.make("w1"), ...details, name: "North yard", stockControlEnabled: false }
    spec
      .given([created, assigned, edited])
      .when(update({ name: "North yard", stockControlEnabled: false }, ["u1"]))
      .then([])
    spec
      .given([created])
      .when(update({ requiresApproval: true }))
      .then([{ _tag: "WarehouseUpdated", warehouseId: WarehouseId.make("w1"), ...details, requiresApproval: true }])
  })

  it("given a restored warehouse, then it may be edited and archived again", () => {
    const restored: WarehouseEvent = { _tag: "WarehouseRestored", warehouseId: WarehouseId.make("w1") }
    spec
      .given([created, archived, restored])
      .when(update({ name: "North yard" }))
      .then([{ _tag: "WarehouseUpdated", warehouseId: WarehouseId.make("w1"), ...details, name: "North yard" }])
    spec
      .given([created, archived, restored])
      .when({ _tag: "ArchiveWarehouse", warehouseId: WarehouseId.make("w1") })
      .then([archived])
  })

  it("a code is compared trimmed and upper-cased: ' wh-001 ' and 'WH-001' are the same code", () => {
    expect(warehouseCodeKey(" wh-001 ")).toBe("WH-001")
    expect(warehouseCodeKey("WH-001")).toBe(warehouseCodeKey("wh-001"))
  })

  it("given a warehouse created with nobody assigned, when saved with nobody assigned, then nothing is recorded", () =>
    spec.given([created]).when(update({}, [])).then([]))

  it("given assigned users, when only the details are saved (no user list sent), then the users stay assigned", () =>
    spec
      .given([created, { _tag: "WarehouseUsersAssigned", warehouseId: WarehouseId.make("w1"), userIds: [UserId.make("u1")] }])
      .when(update({ name: "North yard" }, null))
      .then([{ _tag: "WarehouseUpdated", warehouseId: WarehouseId.make("w1"), ...details, name: "North yard" }]))

  it("a warehouse's events are kept in the stream Warehouse-<id>", () => expect(warehouseStream(WarehouseId.make("w1"))).toBe("Warehouse-w1"))

  it("a command or event of a kind it does not know is a defect, never silently ignored", () => {
    expect(() => WarehouseDecider.decide({ _tag: "Unknown" } as never, fold(WarehouseDecider, [created]))).toThrow("Unhandled case")
    expect(() => WarehouseDecider.evolve(fold(WarehouseDecider, [created]), { _tag: "Unknown" } as never)).toThrow("Unhandled case")
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
            return { _tag: "CreateWarehouse", warehouseId: WarehouseId.make("w1"), details, assignedUserIds: [] }
          case "EDIT":
            return update({ name: `Yard ${++edits}` })
          case "ARCHIVE":
            return { _tag: "ArchiveWarehouse", warehouseId: WarehouseId.make("w1") }
          case "RESTORE":
            return { _tag: "RestoreWarehouse", warehouseId: WarehouseId.make("w1") }
        }
      },
      stateOf: (s) => s.status
    })
  })
})
