import {
  AssetCategoryCreated,
  AssetCategoryEvent,
  AssetDocumentAdded,
  AssetDocumentId,
  AssetDocumentRemoved,
  AssetEvent,
  AssetMaintenanceDue,
  AssetMaintenanceRecorded,
  MaintenanceRecordId
} from "@timber/contracts"
import { PLANER_CATEGORY_ID, PLANER_ID, planerRegistered } from "@timber/domain/testing/registered-planer"
import { expect, it } from "vitest"
import { describeProjection, eventsOf } from "../testing/projection-spec"
import { assetsProjection } from "./assets.projection"

const asset = eventsOf(AssetEvent)
const category = eventsOf(AssetCategoryEvent)
const assetId = PLANER_ID
const categoryId = PLANER_CATEGORY_ID
const registered = asset(planerRegistered)
const record = (id: string, status: "COMPLETED" | "SCHEDULED" | "CANCELLED", cost: number) =>
  asset(
    AssetMaintenanceRecorded.make({
      assetId,
      recordId: MaintenanceRecordId.make(id),
      maintenanceType: "Oiling",
      scheduledDate: "2026-02-01",
      description: null,
      performedBy: null,
      cost,
      status,
      completedDate: status === "COMPLETED" ? "2026-02-01" : null,
      recurrence: { every: 1, unit: "MONTHS" }
    })
  )

describeProjection(assetsProjection, (spec) => {
  it("given completed, scheduled and cancelled maintenance, then the row's cost is the completed records' only and the next due day is kept", async () => {
    await spec
      .given(
        category(AssetCategoryCreated.make({ categoryId, name: "Machines", code: "MC", description: null })),
        registered,
        record("m-1", "COMPLETED", 20_000),
        record("m-2", "COMPLETED", 5_000),
        record("m-3", "SCHEDULED", 70_000),
        record("m-4", "CANCELLED", 90_000),
        asset(AssetMaintenanceDue.make({ assetId, nextDueDate: "2026-03-01" }))
      )
      .then({
        asset_categories: [{ id: "c-1" }],
        assets: [{ id: "a-1", maintenance_cost: 25_000, open_maintenance: true, body: expect.objectContaining({ nextMaintenanceDue: "2026-03-01" }) }]
      })
  })

  it("given a document added and another added and removed, then the asset shows the one left with its file's name, type and size", async () => {
    const file = (name: string) => ({ id: `asset-document-${name}`, name, mime: "application/pdf", size: 10, sha256: name })
    const added = (id: string, name: string) =>
      asset(
        AssetDocumentAdded.make({
          assetId,
          documentId: AssetDocumentId.make(id),
          title: name,
          documentType: "PDF",
          file: file(name),
          uploadedBy: "Asha",
          uploadedAt: "2026-02-01T08:00:00.000Z"
        })
      )
    await spec
      .given(
        registered,
        added("d-1", "manual.pdf"),
        added("d-2", "invoice.pdf"),
        asset(AssetDocumentRemoved.make({ assetId, documentId: AssetDocumentId.make("d-2") }))
      )
      .then({
        asset_categories: [],
        assets: [
          {
            id: "a-1",
            body: expect.objectContaining({
              documents: [
                {
                  id: "d-1",
                  title: "manual.pdf",
                  documentType: "PDF",
                  fileName: "manual.pdf",
                  uploadedAt: "2026-02-01T08:00:00.000Z",
                  mimeType: "application/pdf",
                  size: 10,
                  sha256: "manual.pdf",
                  uploadedBy: "Asha"
                }
              ]
            })
          }
        ]
      })
  })
})
