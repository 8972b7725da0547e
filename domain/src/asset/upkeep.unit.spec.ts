import {
  AssetDocumentId,
  AssetDocumentMessages,
  AssetMessages,
  MaintenanceRecordId,
  type AssetDocumentFields,
  type AssetEvent,
  type MaintenanceFields
} from "@timber/contracts"
import { describe, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { PLANER_ID, planerRegistered } from "../testing/registered-planer"
import { AssetDecider } from "./decider"

const spec = DeciderSpec(AssetDecider)
const assetId = PLANER_ID
const registered: AssetEvent = planerRegistered
const deleted: AssetEvent = { _tag: "AssetDeleted", assetId, assetTag: "UD-0001" }

const m1 = MaintenanceRecordId.make("m1")
const m2 = MaintenanceRecordId.make("m2")
const oiling: MaintenanceFields = {
  maintenanceType: "Blade oiling",
  scheduledDate: "2026-01-31",
  description: null,
  performedBy: "Juma",
  cost: 20_000,
  status: "COMPLETED",
  completedDate: "2026-01-31",
  recurrence: { every: 1, unit: "MONTHS" }
}
const oiled: AssetEvent = { _tag: "AssetMaintenanceRecorded", assetId, recordId: m1, ...oiling }
const dueFeb28: AssetEvent = { _tag: "AssetMaintenanceDue", assetId, nextDueDate: "2026-02-28" }

const d1 = AssetDocumentId.make("d1")
const manual: AssetDocumentFields = {
  title: "Manual",
  documentType: "PDF",
  file: { id: "asset-document-abc", name: "Manual – Planer.pdf", mime: "application/pdf", size: 1234, sha256: "abc" },
  uploadedBy: "Asha Mollel",
  uploadedAt: "2026-02-01T08:00:00.000Z"
}
const added: AssetEvent = { _tag: "AssetDocumentAdded", assetId, documentId: d1, ...manual }

describe("asset upkeep: recurring maintenance", () => {
  it("given a monthly oiling completed Jan 31, then the next falls due Feb 28 (month end held)", () =>
    spec.given([registered]).when({ _tag: "RecordMaintenance", assetId, recordId: m1, record: oiling }).then([oiled, dueFeb28]))

  it("given the oiling due Feb 28, when the next one is completed Mar 3, then the due date moves to Apr 3 (counted from the last completed)", () =>
    spec
      .given([registered, oiled, dueFeb28])
      .when({ _tag: "RecordMaintenance", assetId, recordId: m2, record: { ...oiling, scheduledDate: "2026-02-28", completedDate: "2026-03-03" } })
      .then([
        { _tag: "AssetMaintenanceRecorded", assetId, recordId: m2, ...oiling, scheduledDate: "2026-02-28", completedDate: "2026-03-03" },
        { _tag: "AssetMaintenanceDue", assetId, nextDueDate: "2026-04-03" }
      ]))

  it("given the oiling due Feb 28, when a scheduled (open) record is added, then the due date does not move", () =>
    spec
      .given([registered, oiled, dueFeb28])
      .when({ _tag: "RecordMaintenance", assetId, recordId: m2, record: { ...oiling, status: "SCHEDULED", completedDate: null } })
      .then([{ _tag: "AssetMaintenanceRecorded", assetId, recordId: m2, ...oiling, status: "SCHEDULED", completedDate: null }]))

  it("given the only completed recurring record is cancelled after all, then nothing is due any more", () =>
    spec
      .given([registered, oiled, dueFeb28])
      .when({ _tag: "UpdateMaintenance", assetId, recordId: m1, record: { ...oiling, status: "CANCELLED" } })
      .then([
        { _tag: "AssetMaintenanceUpdated", assetId, recordId: m1, ...oiling, status: "CANCELLED", completedDate: null },
        { _tag: "AssetMaintenanceDue", assetId, nextDueDate: null }
      ]))

  it("given an interval of 0, then 'Maintenance interval must be at least 1'", () =>
    spec
      .given([registered])
      .when({ _tag: "RecordMaintenance", assetId, recordId: m1, record: { ...oiling, recurrence: { every: 0, unit: "DAYS" } } })
      .thenError("ValidationError", AssetMessages.recurrenceMin))
})

describe("asset upkeep: documents", () => {
  it("given an asset, when a document is added, then it is kept with its file as stored", () =>
    spec.given([registered]).when({ _tag: "AddAssetDocument", assetId, documentId: d1, document: manual }).then([added]))

  it("given the document added, when the same upload is delivered again, then nothing new is added", () =>
    spec.given([registered, added]).when({ _tag: "AddAssetDocument", assetId, documentId: d1, document: manual }).then([]))

  it("given the document, when it is removed, then it is gone; removed again, then 'Document not found'", () => {
    spec
      .given([registered, added])
      .when({ _tag: "RemoveAssetDocument", assetId, documentId: d1 })
      .then([{ _tag: "AssetDocumentRemoved", assetId, documentId: d1 }])
    spec
      .given([registered, added, { _tag: "AssetDocumentRemoved", assetId, documentId: d1 }])
      .when({ _tag: "RemoveAssetDocument", assetId, documentId: d1 })
      .thenError("NotFound", AssetDocumentMessages.notFound)
  })

  it("given a deleted or unknown asset, when a document is added, then 'Asset not found'", () => {
    spec
      .given([registered, deleted])
      .when({ _tag: "AddAssetDocument", assetId, documentId: d1, document: manual })
      .thenError("NotFound", AssetMessages.notFound)
    spec.given([]).when({ _tag: "AddAssetDocument", assetId, documentId: d1, document: manual }).thenError("NotFound", AssetMessages.notFound)
  })
})
