import { AssetMessages, StocktakeId, MaintenanceRecordId, UserId, type AssetCommand, type AssetEvent, type MaintenanceFields } from "@timber/contracts"
import { describe, it } from "vitest"
import { assetId, assignment, input, registered } from "../testing/assets"
import { DeciderSpec } from "../testing/decider-spec"
import { expectAggregateAgreesWithMachine } from "../testing/machine-agreement"
import { AssetDecider } from "./decider"
import { assetLifecycle, type AssetLifecycleEvent } from "./lifecycle.machine"

const spec = DeciderSpec(AssetDecider)
const assigned: AssetEvent = { _tag: "AssetAssigned", assetId, ...assignment }
const returned: AssetEvent = { _tag: "AssetReturned", assetId, returnDate: "2026-02-10T08:00:00.000Z", returnedBy: "Juma", notes: null }
const service: MaintenanceFields = {
  maintenanceType: "Service",
  scheduledDate: "2026-03-01",
  description: null,
  performedBy: null,
  cost: null,
  status: "SCHEDULED",
  completedDate: null,
  recurrence: { every: 3, unit: "MONTHS" }
}
const recordId = MaintenanceRecordId.make("m1")

describe("asset", () => {
  it("given nothing, when registered, then the tag is upper-cased and the warranty runs from the purchase date for its duration, month ends held (Jan 31 + 1 month = Feb 28)", () =>
    spec.given([]).when({ _tag: "RegisterAsset", assetId, input }).then([registered]))

  it("given a tag not of the UD-0000 form, a blank name or a warranty of 0, then it is refused in the form's words", () => {
    spec
      .given([])
      .when({ _tag: "RegisterAsset", assetId, input: { ...input, assetTag: "SAW-1" } })
      .thenError("ValidationError", AssetMessages.tagFormat)
    spec
      .given([])
      .when({ _tag: "RegisterAsset", assetId, input: { ...input, name: " " } })
      .thenError("ValidationError", AssetMessages.nameRequired)
    spec
      .given([])
      .when({ _tag: "RegisterAsset", assetId, input: { ...input, warrantyDurationValue: 0 } })
      .thenError("ValidationError", AssetMessages.warrantyDurationMin)
  })

  it("given no warranty duration, then it has no warranty dates", () =>
    spec
      .given([])
      .when({ _tag: "RegisterAsset", assetId, input: { ...input, warrantyDurationValue: null } })
      .then([{ ...registered, warrantyDurationValue: null, warrantyStartDate: null, warrantyEndDate: null } as AssetEvent]))

  it("given an asset, when its status is set to BROKEN, then it is updated; an unchanged save appends nothing", () => {
    spec
      .given([registered])
      .when({ _tag: "UpdateAsset", assetId, input: { ...input, status: "BROKEN" } })
      .then([{ ...registered, _tag: "AssetUpdated", status: "BROKEN" } as AssetEvent])
    spec.given([registered]).when({ _tag: "UpdateAsset", assetId, input }).then([])
  })

  it("given an assigned asset, when assigned again, then it is refused: never assigned twice at once", () =>
    spec
      .given([registered, assigned])
      .when({ _tag: "AssignAsset", assetId, assignment: { ...assignment, assignedToUserId: UserId.make("u2") } })
      .thenError("BusinessRuleViolation", AssetMessages.alreadyAssigned))

  it("given an asset, when assigned to nobody (no user, team or project), then it is refused", () =>
    spec
      .given([registered])
      .when({ _tag: "AssignAsset", assetId, assignment: { ...assignment, assignedToUserId: null, assignedToTeam: " " } })
      .thenError("ValidationError", AssetMessages.assigneeRequired))

  it("given an assigned asset, when returned, then it may be assigned again; an unassigned one can't be returned", () => {
    spec
      .given([registered, assigned])
      .when({ _tag: "ReturnAsset", assetId, returnDate: "2026-02-10T08:00:00.000Z", returnedBy: "Juma", notes: null })
      .then([returned])
    spec.given([registered, assigned, returned]).when({ _tag: "AssignAsset", assetId, assignment }).then([assigned])
    spec
      .given([registered])
      .when({ _tag: "ReturnAsset", assetId, returnDate: "x", returnedBy: "Juma", notes: null })
      .thenError("BusinessRuleViolation", AssetMessages.notAssigned)
  })

  it("given an assigned asset, when deleted, then it is refused until returned", () => {
    spec.given([registered, assigned]).when({ _tag: "DeleteAsset", assetId }).thenError("BusinessRuleViolation", AssetMessages.assignedCannotBeDeleted)
    spec
      .given([registered, assigned, returned])
      .when({ _tag: "DeleteAsset", assetId })
      .then([{ _tag: "AssetDeleted", assetId, assetTag: "UD-0007" }])
  })

  it("given a deleted asset, when anything is done to it, then 'Asset not found'", () =>
    spec
      .given([registered, { _tag: "AssetDeleted", assetId, assetTag: "UD-0007" }])
      .when({ _tag: "UpdateAsset", assetId, input })
      .thenError("NotFound", AssetMessages.notFound))

  it("given a scheduled recurring service, when it is completed on Mar 31, then the next one falls due 3 months after (Jun 30)", () => {
    const scheduled: AssetEvent = { _tag: "AssetMaintenanceRecorded", assetId, recordId, ...service }
    // before any is done, the first service's own day is the one due (issue 37: it said "Not scheduled", even when late)
    const firstDue: AssetEvent = { _tag: "AssetMaintenanceDue", assetId, nextDueDate: "2026-03-01" }
    spec.given([registered]).when({ _tag: "RecordMaintenance", assetId, recordId, record: service }).then([scheduled, firstDue])
    spec
      .given([registered, scheduled, firstDue])
      .when({ _tag: "UpdateMaintenance", assetId, recordId, record: { ...service, status: "COMPLETED", completedDate: "2026-03-31" } })
      .then([
        { _tag: "AssetMaintenanceUpdated", assetId, recordId, ...service, status: "COMPLETED", completedDate: "2026-03-31" },
        { _tag: "AssetMaintenanceDue", assetId, nextDueDate: "2026-06-30" }
      ])
  })

  it("given a first recurring service scheduled and never done, when it is cancelled, then nothing is due any more; a one-off scheduled repair is never 'recurring maintenance due'", () => {
    const scheduled: AssetEvent = { _tag: "AssetMaintenanceRecorded", assetId, recordId, ...service }
    const firstDue: AssetEvent = { _tag: "AssetMaintenanceDue", assetId, nextDueDate: "2026-03-01" }
    spec
      .given([registered, scheduled, firstDue])
      .when({ _tag: "UpdateMaintenance", assetId, recordId, record: { ...service, status: "CANCELLED" } })
      .then([
        { _tag: "AssetMaintenanceUpdated", assetId, recordId, ...service, status: "CANCELLED" },
        { _tag: "AssetMaintenanceDue", assetId, nextDueDate: null }
      ])
    spec
      .given([registered])
      .when({ _tag: "RecordMaintenance", assetId, recordId, record: { ...service, recurrence: null } })
      .then([{ _tag: "AssetMaintenanceRecorded", assetId, recordId, ...service, recurrence: null }])
  })

  it("given a maintenance record completed without a day, then it was done on its scheduled day", () =>
    spec
      .given([registered])
      .when({ _tag: "RecordMaintenance", assetId, recordId, record: { ...service, recurrence: { every: 10, unit: "DAYS" }, status: "COMPLETED" } })
      .then([
        {
          _tag: "AssetMaintenanceRecorded",
          assetId,
          recordId,
          ...service,
          recurrence: { every: 10, unit: "DAYS" },
          status: "COMPLETED",
          completedDate: "2026-03-01"
        },
        { _tag: "AssetMaintenanceDue", assetId, nextDueDate: "2026-03-11" }
      ]))

  it("given an unknown maintenance record, when updated, then 'Maintenance record not found'", () =>
    spec.given([registered]).when({ _tag: "UpdateMaintenance", assetId, recordId, record: service }).thenError("NotFound", AssetMessages.maintenanceNotFound))

  it("the aggregate agrees with its lifecycle machine on every path", () => {
    let counts = 0
    const commandFor = (event: AssetLifecycleEvent): AssetCommand => {
      switch (event.type) {
        case "REGISTER":
          return { _tag: "RegisterAsset", assetId, input }
        case "EDIT":
          return { _tag: "UpdateAsset", assetId, input: { ...input, name: "Edited" } }
        case "ASSIGN":
          return { _tag: "AssignAsset", assetId, assignment }
        case "RETURN":
          return { _tag: "ReturnAsset", assetId, returnDate: "2026-02-10", returnedBy: "Juma", notes: null }
        case "MAINTAIN":
          return { _tag: "RecordMaintenance", assetId, recordId: MaintenanceRecordId.make("m9"), record: service }
        case "DELETE":
          return { _tag: "DeleteAsset", assetId }
        case "COUNT":
          counts += 1
          return {
            _tag: "RecordStocktakeSighting",
            assetId,
            stocktakeId: StocktakeId.make(`st${counts}`),
            location: "Store",
            seenAt: "2026-03-01T08:00:00.000Z",
            seenBy: "Juma"
          }
      }
    }
    expectAggregateAgreesWithMachine({
      machine: assetLifecycle,
      decider: AssetDecider,
      events: [{ type: "REGISTER" }, { type: "EDIT" }, { type: "ASSIGN" }, { type: "RETURN" }, { type: "MAINTAIN" }, { type: "DELETE" }, { type: "COUNT" }],
      commandFor,
      stateOf: (state) => state.status
    })
  })
})
