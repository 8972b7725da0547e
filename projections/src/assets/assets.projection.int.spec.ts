import {
  AssetCategoryCreated,
  AssetCategoryDeleted,
  AssetCategoryEvent,
  AssetCategoryId,
  AssetDeleted,
  AssetEvent,
  AssetId,
  AssetMaintenanceRecorded,
  AssetRegistered,
  AssetUpdated,
  MaintenanceRecordId
} from "@timber/contracts"
import { expect, it } from "vitest"
import { at, describeProjection, eventsOf } from "../testing/projection-spec"
import { assetsProjection } from "./assets.projection"

const asset = eventsOf(AssetEvent)
const category = eventsOf(AssetCategoryEvent)
const assetId = AssetId.make("a-1")
const categoryId = AssetCategoryId.make("c-1")
const details = {
  assetTag: "UD-0007",
  name: "Band saw",
  description: null,
  categoryId,
  imageUrl: null,
  brand: "Makita",
  modelNumber: null,
  serialNumber: null,
  location: null,
  status: "ACTIVE" as const,
  purchaseDate: "2026-01-31",
  purchasePrice: 450_000,
  supplier: null,
  invoiceNumber: null,
  warrantyDurationValue: 1,
  warrantyDurationUnit: "MONTHS" as const,
  warrantyStartDate: "2026-01-31",
  warrantyEndDate: "2026-02-28",
  warrantyTerms: null,
  warrantyProvider: null,
  lifespanValue: null,
  lifespanUnit: null
}
const categoryCreated = category(AssetCategoryCreated.make({ categoryId, name: "Power tools", code: "PT", description: null }))
const registered = asset(AssetRegistered.make({ assetId, ...details }))

describeProjection(assetsProjection, (spec) => {
  it("given a category and an asset registered in it, then both rows hold them, the tag's number beside the tag", async () => {
    await spec.given(categoryCreated, registered).then({
      asset_categories: [{ id: "c-1", name: "Power tools", code: "PT", description: null }],
      assets: [
        {
          id: "a-1",
          asset_tag: "UD-0007",
          tag_number: 7,
          name: "Band saw",
          category_id: "c-1",
          status: "ACTIVE",
          purchase_price: 450_000,
          open_maintenance: false,
          body: expect.objectContaining({ id: "a-1", assetTag: "UD-0007", warrantyEndDate: "2026-02-28", assignmentHistory: [] }),
          created_at: at(1),
          updated_at: at(1)
        }
      ]
    })
  })

  it("given a scheduled maintenance record, then the asset has open maintenance; given its status set BROKEN, then the row says so", async () => {
    const maintenance = asset(
      AssetMaintenanceRecorded.make({
        assetId,
        recordId: MaintenanceRecordId.make("m-1"),
        maintenanceType: "Service",
        scheduledDate: "2026-03-01",
        description: null,
        performedBy: null,
        cost: null,
        status: "SCHEDULED",
        completedDate: null,
        recurrence: null
      })
    )
    await spec
      .given(categoryCreated, registered, maintenance)
      .then({ asset_categories: [{ id: "c-1" }], assets: [{ id: "a-1", open_maintenance: true, updated_at: at(2) }] })
    await spec
      .given(categoryCreated, registered, asset(AssetUpdated.make({ assetId, ...details, status: "BROKEN", assetTag: "UD-0012" })))
      .then({ asset_categories: [{ id: "c-1" }], assets: [{ id: "a-1", status: "BROKEN", asset_tag: "UD-0012", tag_number: 12 }] })
  })

  it("given the asset deleted and then its category, then neither row is left", async () => {
    await spec
      .given(categoryCreated, registered, asset(AssetDeleted.make({ assetId, assetTag: "UD-0007" })), category(AssetCategoryDeleted.make({ categoryId })))
      .then({ assets: [], asset_categories: [] })
  })
})
