import { Schema } from "effect"
import { AssetCategoryId, AssetDocumentId, AssetId, MaintenanceRecordId, StocktakeId, UserId } from "../shared/ids"
import { StoredFile } from "../shared/images"
import { moneyInEvent, notMoney } from "../shared/money"
import { eventTypesOf } from "../shared/stored-event"
import { AssetStatus, DurationUnit, IntervalUnit, MaintenanceStatus } from "./status"

/**
 * What the asset form edits, as stored: the warranty's start and end are decided from the purchase date (domain `warrantyPeriod`).
 * The answer (dto `Asset`) carries the same fields with its category beside the id, so the two
 * halves around `categoryId` are declared once and kept in this order (the JSON's key order).
 */
export const assetNamingFields = {
  assetTag: Schema.String,
  name: Schema.String,
  description: Schema.NullOr(Schema.String)
}
export const assetParticularsFields = {
  imageUrl: Schema.NullOr(Schema.String),
  brand: Schema.NullOr(Schema.String),
  modelNumber: Schema.NullOr(Schema.String),
  serialNumber: Schema.NullOr(Schema.String),
  location: Schema.NullOr(Schema.String),
  status: AssetStatus,
  purchaseDate: Schema.String,
  purchasePrice: Schema.Number,
  supplier: Schema.NullOr(Schema.String),
  invoiceNumber: Schema.NullOr(Schema.String),
  warrantyDurationValue: Schema.NullOr(Schema.Number),
  warrantyDurationUnit: Schema.NullOr(DurationUnit),
  warrantyStartDate: Schema.NullOr(Schema.String),
  warrantyEndDate: Schema.NullOr(Schema.String),
  warrantyTerms: Schema.NullOr(Schema.String),
  warrantyProvider: Schema.NullOr(Schema.String),
  lifespanValue: Schema.NullOr(Schema.Number),
  lifespanUnit: Schema.NullOr(DurationUnit)
}
const Details = {
  ...assetNamingFields,
  categoryId: AssetCategoryId,
  ...assetParticularsFields,
  purchasePrice: moneyInEvent("assets-items", assetParticularsFields.purchasePrice),
  warrantyDurationValue: notMoney(assetParticularsFields.warrantyDurationValue, "a warranty's length in years or months"),
  lifespanValue: notMoney(assetParticularsFields.lifespanValue, "a lifespan in years or months")
}

export const Recurrence = Schema.Struct({ every: Schema.Number, unit: IntervalUnit })
export type Recurrence = typeof Recurrence.Type

/** A maintenance record as the log keeps it and the answer shows it (dto `MaintenanceRecord` adds its id). */
export const maintenanceFields = {
  maintenanceType: Schema.String,
  scheduledDate: Schema.String,
  description: Schema.NullOr(Schema.String),
  performedBy: Schema.NullOr(Schema.String),
  cost: Schema.NullOr(Schema.Number),
  status: MaintenanceStatus,
  /** The day the work was done: set when the record is COMPLETED. */
  completedDate: Schema.NullOr(Schema.String),
  recurrence: Schema.NullOr(Recurrence)
}

/** A maintenance record's fields as its events keep them: the cost is the assets' money. */
const maintenanceEventFields = { ...maintenanceFields, cost: moneyInEvent("assets-items", maintenanceFields.cost) }

export const AssetRegistered = Schema.TaggedStruct("AssetRegistered", { assetId: AssetId, ...Details })
export const AssetUpdated = Schema.TaggedStruct("AssetUpdated", { assetId: AssetId, ...Details })
export const AssetAssigned = Schema.TaggedStruct("AssetAssigned", {
  assetId: AssetId,
  assignedToUserId: Schema.NullOr(UserId),
  assignedToTeam: Schema.NullOr(Schema.String),
  assignedToProject: Schema.NullOr(Schema.String),
  assignmentDate: Schema.String,
  /** Who handed it over: the body's assignedBy, else the signed-in user's name. */
  assignedBy: Schema.String,
  notes: Schema.NullOr(Schema.String)
})
export const AssetReturned = Schema.TaggedStruct("AssetReturned", {
  assetId: AssetId,
  returnDate: Schema.String,
  returnedBy: Schema.String,
  notes: Schema.NullOr(Schema.String)
})
export const AssetMaintenanceRecorded = Schema.TaggedStruct("AssetMaintenanceRecorded", {
  assetId: AssetId,
  recordId: MaintenanceRecordId,
  ...maintenanceEventFields
})
export const AssetMaintenanceUpdated = Schema.TaggedStruct("AssetMaintenanceUpdated", {
  assetId: AssetId,
  recordId: MaintenanceRecordId,
  ...maintenanceEventFields
})
/** A recurring record completed: the asset's next maintenance falls due (null: no recurring maintenance left). */
export const AssetMaintenanceDue = Schema.TaggedStruct("AssetMaintenanceDue", { assetId: AssetId, nextDueDate: Schema.NullOr(Schema.String) })
/** A stocktake found the asset (recorded in the stocktake's finish, the same append as the stocktake's own event). */
export const AssetSeenInStocktake = Schema.TaggedStruct("AssetSeenInStocktake", {
  assetId: AssetId,
  stocktakeId: StocktakeId,
  location: Schema.String,
  seenAt: Schema.String,
  seenBy: Schema.String
})
export const AssetDeleted = Schema.TaggedStruct("AssetDeleted", { assetId: AssetId, assetTag: Schema.String })
/** A document kept with the asset: its bytes are in the blob store, the event records what they are (ARCHITECTURE section 2). */
export const AssetDocumentAdded = Schema.TaggedStruct("AssetDocumentAdded", {
  assetId: AssetId,
  documentId: AssetDocumentId,
  title: Schema.String,
  documentType: Schema.String,
  file: StoredFile,
  uploadedBy: Schema.String,
  uploadedAt: Schema.String
})
export const AssetDocumentRemoved = Schema.TaggedStruct("AssetDocumentRemoved", { assetId: AssetId, documentId: AssetDocumentId })

export const AssetEvent = Schema.Union(
  AssetRegistered,
  AssetUpdated,
  AssetAssigned,
  AssetReturned,
  AssetMaintenanceRecorded,
  AssetMaintenanceUpdated,
  AssetMaintenanceDue,
  AssetDeleted,
  AssetDocumentAdded,
  AssetDocumentRemoved,
  AssetSeenInStocktake
)
export type AssetEvent = typeof AssetEvent.Type
export const ASSET_EVENT_TYPES = eventTypesOf(AssetEvent)

export type AssetDetails = Omit<typeof AssetRegistered.Type, "_tag" | "assetId">
/** What a create or an edit sends: the warranty's dates are the decider's to work out. */
export type AssetInput = Omit<AssetDetails, "warrantyStartDate" | "warrantyEndDate">
export type MaintenanceFields = Omit<typeof AssetMaintenanceRecorded.Type, "_tag" | "assetId" | "recordId">
export type AssetAssignment = Omit<typeof AssetAssigned.Type, "_tag" | "assetId">
export type AssetDocumentFields = Omit<typeof AssetDocumentAdded.Type, "_tag" | "assetId" | "documentId">

export const assetCategoryDetailsFields = { name: Schema.String, code: Schema.String, description: Schema.NullOr(Schema.String) }
export const AssetCategoryCreated = Schema.TaggedStruct("AssetCategoryCreated", { categoryId: AssetCategoryId, ...assetCategoryDetailsFields })
export const AssetCategoryUpdated = Schema.TaggedStruct("AssetCategoryUpdated", { categoryId: AssetCategoryId, ...assetCategoryDetailsFields })
export const AssetCategoryDeleted = Schema.TaggedStruct("AssetCategoryDeleted", { categoryId: AssetCategoryId })
/**
 * An asset joined or left the category. Recorded on the category's own stream in the asset's
 * command, so a category delete and an asset create in it decide on the same stream: one of
 * them sees the other (contracts/README.md "Assets").
 */
export const AssetCategoryAssetFiled = Schema.TaggedStruct("AssetCategoryAssetFiled", { categoryId: AssetCategoryId, assetId: AssetId })
export const AssetCategoryAssetUnfiled = Schema.TaggedStruct("AssetCategoryAssetUnfiled", { categoryId: AssetCategoryId, assetId: AssetId })

export const AssetCategoryEvent = Schema.Union(
  AssetCategoryCreated,
  AssetCategoryUpdated,
  AssetCategoryDeleted,
  AssetCategoryAssetFiled,
  AssetCategoryAssetUnfiled
)
export type AssetCategoryEvent = typeof AssetCategoryEvent.Type
export const ASSET_CATEGORY_EVENT_TYPES = eventTypesOf(AssetCategoryEvent)
export type AssetCategoryDetails = Omit<typeof AssetCategoryCreated.Type, "_tag" | "categoryId">
