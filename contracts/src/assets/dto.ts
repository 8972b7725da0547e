import { Schema } from "effect"
import { Bounds } from "../shared/bounds"
import { Page, PAGE_MAX, pageParams } from "../shared/page"
import { CalendarDate } from "../shared/query-values"
import { RecordVersion, SeenVersionField } from "../shared/record-version"
import { boundedText, dateField, oneOf, optionalNumber, optionalText, requiredNumber, requiredText } from "../shared/fields"
import { assetCategoryDetailsFields, assetNamingFields, assetParticularsFields, maintenanceFields } from "./events"
import { AssetMessages, AssetCategoryMessages } from "./messages"
import { money, notMoney } from "../shared/money"

export const MaintenanceRecord = Schema.Struct({ id: Schema.String, ...maintenanceFields, cost: money("assets-items", maintenanceFields.cost) })
export type MaintenanceRecord = typeof MaintenanceRecord.Type

export const AssignmentHistoryEntry = Schema.Struct({
  assignedToUserId: Schema.NullOr(Schema.String),
  assignedToTeam: Schema.NullOr(Schema.String),
  assignedToProject: Schema.NullOr(Schema.String),
  assignmentDate: Schema.String,
  returnDate: Schema.NullOr(Schema.String),
  assignedBy: Schema.String,
  notes: Schema.NullOr(Schema.String),
  returnedBy: Schema.NullOr(Schema.String),
  returnNotes: Schema.NullOr(Schema.String)
})
export type AssignmentHistoryEntry = typeof AssignmentHistoryEntry.Type

export const AssetDocument = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  documentType: Schema.String,
  fileName: Schema.String,
  uploadedAt: Schema.String,
  /** What the bytes are (told by them on upload), how many, their sha256, and who uploaded them. */
  mimeType: Schema.String,
  size: Schema.Number,
  sha256: Schema.String,
  uploadedBy: Schema.String
})
export type AssetDocument = typeof AssetDocument.Type

export const StocktakeSighting = Schema.Struct({ stocktakeId: Schema.String, location: Schema.String, seenAt: Schema.String, seenBy: Schema.String })
export type StocktakeSighting = typeof StocktakeSighting.Type

/** Asset (administration spec section 3), as a write answers it and the detail shows it. */
export const Asset = Schema.Struct({
  id: Schema.String,
  ...assetNamingFields,
  categoryId: Schema.String,
  category: Schema.NullOr(Schema.Struct({ id: Schema.String, name: Schema.String, code: Schema.String })),
  ...assetParticularsFields,
  purchasePrice: money("assets-items", assetParticularsFields.purchasePrice),
  warrantyDurationValue: notMoney(assetParticularsFields.warrantyDurationValue, "a warranty's length in years or months"),
  lifespanValue: notMoney(assetParticularsFields.lifespanValue, "a lifespan in years or months"),
  assignedToUserId: Schema.NullOr(Schema.String),
  assignedToTeam: Schema.NullOr(Schema.String),
  assignedToProject: Schema.NullOr(Schema.String),
  assignmentDate: Schema.NullOr(Schema.String),
  /** The next recurring maintenance: the last completed recurring record's day plus its interval. */
  nextMaintenanceDue: Schema.NullOr(Schema.String),
  maintenanceRecords: Schema.Array(MaintenanceRecord),
  documents: Schema.Array(AssetDocument),
  assignmentHistory: Schema.Array(AssignmentHistoryEntry),
  /** When and where a stocktake last found it (null: never counted). Optional: answers stored before stocktakes lack it. */
  lastSeenAt: Schema.optional(Schema.NullOr(Schema.String)),
  lastSeenLocation: Schema.optional(Schema.NullOr(Schema.String)),
  /** Every stocktake that found it, oldest first: the asset's count history. */
  stocktakeSightings: Schema.optional(Schema.Array(StocktakeSighting)),
  createdAt: Schema.String,
  updatedAt: Schema.String,
  version: RecordVersion
})
export type Asset = typeof Asset.Type

/** Asset category (section 3) with `_count.assets`. */
export const AssetCategory = Schema.Struct({
  id: Schema.String,
  ...assetCategoryDetailsFields,
  _count: Schema.Struct({ assets: Schema.Number }),
  version: RecordVersion
})
export type AssetCategory = typeof AssetCategory.Type

/** What an asset category's completed maintenance cost (TZS, contracts `maintenanceCostOf`). */
export const CategoryMaintenanceCost = Schema.Struct({ categoryId: Schema.String, name: Schema.String, maintenanceCost: money("assets-items", Schema.Number) })
export type CategoryMaintenanceCost = typeof CategoryMaintenanceCost.Type

/** Asset stats (section 3): the list's and the settings' cards. */
export const AssetStats = Schema.Struct({
  totalAssets: Schema.Number,
  activeAssets: Schema.Number,
  inMaintenance: Schema.Number,
  brokenAssets: Schema.Number,
  totalValue: money("assets-items", Schema.Number),
  categories: Schema.Number,
  /** Completed maintenance's cost over every asset, and per category (every category, 0 when none), TZS. */
  maintenanceCost: money("assets-items", Schema.Number),
  maintenanceCostByCategory: notMoney(Schema.Array(CategoryMaintenanceCost), "one row per category: the figure in each row is the money")
})
export type AssetStats = typeof AssetStats.Type

export const NextAssetTag = Schema.Struct({ assetTag: Schema.String })
/**
 * POST /assets/next-tag: a tag held for the caller's new asset until `heldUntil`. A create that
 * sends the tag with its `tagHold` takes it; no one else is offered it meanwhile.
 */
export const HeldAssetTag = Schema.Struct({ assetTag: Schema.String, tagHold: Schema.String, heldUntil: Schema.String })
export type HeldAssetTag = typeof HeldAssetTag.Type
/** POST /assets/next-tag?from=UD-0004: hold the first free tag from the one GET /assets/next-tag suggested (after the highest in use). */
export const HoldNextTagParams = Schema.Struct({ from: Schema.optional(boundedText("From", Bounds.text.serialNumber)) })
export const UnallocatedAssetTags = Schema.Struct({ tags: Schema.Array(Schema.String) })

const line = (label: string) => optionalText(label, Bounds.text.line, { multiline: false })
const count = { min: 1, max: 1_000, integer: true } as const

/** POST /assets and PATCH /assets/{id} (section 7): the form's fields; the warranty's dates are worked out, never sent. */
export const AssetPayload = Schema.Struct({
  assetTag: requiredText("Asset tag", AssetMessages.tagRequired, Bounds.text.serialNumber),
  /** The hold POST /assets/next-tag answered with, when the tag is the one it held (a create only). */
  tagHold: Schema.optional(boundedText("Tag hold", Bounds.text.id)),
  categoryId: requiredText("Category", AssetMessages.categoryRequired, Bounds.text.id),
  name: requiredText("Name", AssetMessages.nameRequired, Bounds.text.line),
  description: optionalText("Description"),
  imageUrl: optionalText("Image URL", Bounds.text.notes, { multiline: false }),
  brand: line("Brand"),
  modelNumber: line("Model number"),
  serialNumber: line("Serial number"),
  location: line("Location"),
  status: Schema.optional(oneOf("Status", "ACTIVE", "IN_MAINTENANCE", "BROKEN", "DISPOSED", "RETIRED")),
  purchaseDate: Schema.propertySignature(dateField("Purchase date", AssetMessages.purchaseDateRequired)).annotations({
    missingMessage: () => AssetMessages.purchaseDateRequired
  }),
  purchasePrice: requiredNumber("Purchase price", Bounds.amount, AssetMessages.purchasePriceRequired),
  supplier: line("Supplier"),
  invoiceNumber: line("Invoice number"),
  warrantyDurationValue: optionalNumber("Warranty duration", count, { belowMin: AssetMessages.warrantyDurationMin }),
  warrantyDurationUnit: Schema.optional(Schema.NullOr(oneOf("Warranty duration unit", "YEARS", "MONTHS"))),
  warrantyTerms: optionalText("Warranty terms"),
  warrantyProvider: line("Warranty provider"),
  lifespanValue: optionalNumber("Lifespan", count, { belowMin: AssetMessages.lifespanMin }),
  lifespanUnit: Schema.optional(Schema.NullOr(oneOf("Lifespan unit", "YEARS", "MONTHS"))),
  ...SeenVersionField
})
export type AssetPayload = typeof AssetPayload.Type

/** POST /assets/{id}/assign (section 7). */
export const AssignAssetPayload = Schema.Struct({
  assignedToUserId: Schema.optional(Schema.NullOr(boundedText("User", Bounds.text.id))),
  assignedToTeam: line("Team"),
  assignedToProject: line("Project"),
  assignedBy: line("Assigned by"),
  notes: optionalText("Notes")
})
export type AssignAssetPayload = typeof AssignAssetPayload.Type

/** POST /assets/{id}/return: a body is optional; notes say how it came back. */
export const ReturnAssetPayload = Schema.Struct({ notes: optionalText("Notes") })
export type ReturnAssetPayload = typeof ReturnAssetPayload.Type

/** POST /assets/{id}/maintenance and PATCH /assets/{id}/maintenance/{recordId} (the spec does not show the call: decided in contracts/README.md). */
export const MaintenancePayload = Schema.Struct({
  maintenanceType: requiredText("Maintenance type", AssetMessages.maintenanceTypeRequired, Bounds.text.line),
  scheduledDate: Schema.propertySignature(dateField("Scheduled date", AssetMessages.scheduledDateRequired)).annotations({
    missingMessage: () => AssetMessages.scheduledDateRequired
  }),
  description: optionalText("Description"),
  performedBy: line("Performed by"),
  cost: optionalNumber("Cost", Bounds.amount),
  status: Schema.optional(oneOf("Maintenance status", "SCHEDULED", "IN_PROGRESS", "COMPLETED", "CANCELLED")),
  completedDate: Schema.optional(Schema.NullOr(dateField("Completed date"))),
  recurrenceInterval: optionalNumber("Maintenance interval", count, { belowMin: AssetMessages.recurrenceMin }),
  recurrenceUnit: Schema.optional(Schema.NullOr(oneOf("Maintenance interval unit", "DAYS", "MONTHS"))),
  ...SeenVersionField
})
export type MaintenancePayload = typeof MaintenancePayload.Type

/** POST /assets/categories and PATCH /assets/categories/{id} (section 7). */
export const AssetCategoryPayload = Schema.Struct({
  name: requiredText("Name", AssetCategoryMessages.nameRequired, Bounds.text.name),
  code: requiredText("Code", AssetCategoryMessages.codeRequired, Bounds.text.line),
  description: optionalText("Description"),
  ...SeenVersionField
})
export type AssetCategoryPayload = typeof AssetCategoryPayload.Type

/** The asset list's sorts: columns of the register's row, each with an index ending in the id. */
export const ASSET_SORTS = ["createdAt", "assetTag", "name", "status", "purchasePrice"] as const
export type AssetSort = (typeof ASSET_SORTS)[number]

/**
 * GET /assets: a page of the register, newest first unless sorted, filtered by status, category,
 * location and stocktake, searched (`q`) in the tag, name, brand, model and serial number.
 */
export const AssetListParams = Schema.Struct({
  ...pageParams(ASSET_SORTS),
  status: Schema.optional(Schema.String.pipe(Schema.maxLength(Bounds.text.id))),
  categoryId: Schema.optional(Schema.String.pipe(Schema.maxLength(Bounds.text.id))),
  /** These tags exactly (a stocktake's scanned tags, as typed: case and spaces ignored). */
  tag: Schema.optional(Schema.Union(Schema.String, Schema.Array(Schema.String).pipe(Schema.maxItems(PAGE_MAX)))),
  /** Assets no stocktake has found since this day (YYYY-MM-DD or an ISO time), never-counted ones included. */
  notSeenSince: Schema.optional(CalendarDate("Not seen since")),
  /** Assets whose location is this one (case and surrounding spaces ignored): a stocktake's expected list. */
  location: Schema.optional(Schema.String)
})
export type AssetListParams = typeof AssetListParams.Type

export const AssetPage = Page(Asset)
export type AssetPage = typeof AssetPage.Type
