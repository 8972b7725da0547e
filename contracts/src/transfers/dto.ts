import { RecordVersion, SeenVersionField } from "../shared/record-version"
import { Schema, Struct } from "effect"
import { Bounds } from "../shared/bounds"
import { Page, pageParams } from "../shared/page"
import { TransferId, WarehouseId, WoodTypeId } from "../shared/ids"
import { ValidationMessages } from "../shared/validation-messages"
import { boundedNumber, boundedText, nonBlankText, optionalText, requiredDate } from "../shared/fields"
import { StockProduct, WoodStatus } from "../stock/status"
import { StockThicknessInput } from "../stock/thickness"
import { TransferEditable, TransferItemFields, TransferPerson, TransferPlace } from "./events"
import { TransferMessages } from "./messages"

/** Factory spec section 4. */
export const TRANSFER_STATUSES = ["PENDING", "APPROVED", "IN_TRANSIT", "COMPLETED", "REJECTED"] as const
export const TransferStatus = Schema.Literal(...TRANSFER_STATUSES)
export type TransferStatus = typeof TransferStatus.Type

/** An item as the answer shows it: the event's line (TransferItemFields), its id as `id` and its wood type named beside the id. */
export const TransferItem = Schema.Struct({
  id: Schema.String,
  woodTypeId: TransferItemFields.fields.woodTypeId,
  woodType: Schema.Struct({ id: WoodTypeId, name: Schema.String }),
  ...Struct.omit(TransferItemFields.fields, "itemId", "woodTypeId", "woodTypeName")
})
export type TransferItem = typeof TransferItem.Type

/** One step of a transfer's life, as its history shows it (an admin's edit says from what to what). */
export const TransferHistoryEntry = Schema.Struct({
  action: Schema.Literal("CREATED", "APPROVED", "REJECTED", "IN_TRANSIT", "COMPLETED", "EDITED", "NOTIFIED"),
  at: Schema.String,
  by: TransferPerson,
  details: Schema.NullOr(Schema.String)
})
export type TransferHistoryEntry = typeof TransferHistoryEntry.Type

/** A transfer as GET /transfers lists it (factory spec section 3); approvedBy names who rejected a REJECTED one. */
export const Transfer = Schema.Struct({
  id: TransferId,
  transferNumber: Schema.String,
  status: TransferStatus,
  ...TransferEditable.fields,
  fromWarehouseId: WarehouseId,
  toWarehouseId: WarehouseId,
  fromWarehouse: TransferPlace,
  toWarehouse: TransferPlace,
  items: Schema.Array(TransferItem),
  createdBy: TransferPerson,
  createdAt: Schema.String,
  approvedBy: Schema.NullOr(TransferPerson),
  approvedAt: Schema.NullOr(Schema.String),
  completedAt: Schema.NullOr(Schema.String),
  rejectionReason: Schema.NullOr(Schema.String),
  history: Schema.Array(TransferHistoryEntry),
  /** Every answer of the API carries it; the aggregate's own fold (`evolveTransferView`) can't know it and leaves it out. */
  version: Schema.optional(RecordVersion)
})
export type Transfer = typeof Transfer.Type

/** What the transfer list sorts by (GET /transfers `sort`); newest first when none is named. */
export const TRANSFER_SORTS = ["createdAt", "transferNumber", "status"] as const
export type TransferSort = (typeof TRANSFER_SORTS)[number]

/**
 * GET /transfers: a page of transfers, filtered by status (repeat `status` for several: In Transit
 * is APPROVED and IN_TRANSIT) and by the warehouse they go to (Inventory's Pending Arrivals),
 * searched (`q`) in the transfer number, the warehouses' names and codes, the wood types and notes;
 * `id` reads one transfer, wherever it pages (the Wood Transfers screen's `?transfer=<id>` link).
 */
export const TransferListParams = Schema.Struct({
  ...pageParams(TRANSFER_SORTS),
  id: Schema.optional(Schema.String.pipe(Schema.maxLength(Bounds.text.id))),
  status: Schema.optional(Schema.Union(TransferStatus, Schema.Array(TransferStatus).pipe(Schema.maxItems(TRANSFER_STATUSES.length)))),
  toWarehouseId: Schema.optional(Schema.String.pipe(Schema.maxLength(Bounds.text.id)))
})
export type TransferListParams = typeof TransferListParams.Type

export const TransferPage = Page(Transfer)
export type TransferPage = typeof TransferPage.Type

const id = (label: string, required: string) =>
  Schema.propertySignature(nonBlankText(label, required, Bounds.text.id)).annotations({ missingMessage: () => required })
const quantity = boundedNumber("Quantity", Bounds.transferPieces, {
  notNumber: TransferMessages.quantityInvalid,
  notWholeNumber: TransferMessages.quantityInvalid,
  belowMin: TransferMessages.quantityInvalid
})
const optionalUser = Schema.optional(Schema.NullOr(boundedText("User", Bounds.text.id)))

export const NewTransferItem = Schema.Struct({
  woodTypeId: id("Wood type", TransferMessages.woodTypeRequired),
  thickness: Schema.optionalWith(StockThicknessInput, { default: () => '1"' }),
  /** The size in stock the form offers: its product and nominal width; without them, a legacy row by thickness. */
  product: Schema.optional(StockProduct),
  width: Schema.optional(Schema.NullOr(StockThicknessInput)),
  quantity: Schema.propertySignature(quantity).annotations({ missingMessage: () => TransferMessages.quantityInvalid }),
  woodStatus: Schema.optionalWith(WoodStatus, { default: () => "NOT_DRIED" as const }),
  remarks: optionalText("Remarks")
})

/** POST /transfers (factory spec section 7). */
export const NewTransferPayload = Schema.Struct({
  fromWarehouseId: id("From warehouse", TransferMessages.fromWarehouseRequired),
  toWarehouseId: id("To warehouse", TransferMessages.toWarehouseRequired),
  transferDate: requiredDate("Transfer date", TransferMessages.dateRequired),
  notifyUserId: optionalUser,
  notes: optionalText("Notes"),
  items: Schema.propertySignature(
    Schema.Array(NewTransferItem).pipe(
      Schema.minItems(1, { message: () => TransferMessages.itemsRequired }),
      Schema.maxItems(Bounds.list.transferItems, { message: () => ValidationMessages.tooManyLines("Items", Bounds.list.transferItems) })
    )
  ).annotations({ missingMessage: () => TransferMessages.itemsRequired })
})
export type NewTransferPayload = typeof NewTransferPayload.Type

export const RejectTransferPayload = Schema.Struct({
  rejectionReason: Schema.propertySignature(nonBlankText("Reason", TransferMessages.reasonRequired, Bounds.text.notes)).annotations({
    missingMessage: () => TransferMessages.reasonRequired
  })
})
export const CompleteTransferPayload = Schema.Struct({ notifyUserId: optionalUser })
export const AdminEditTransferPayload = Schema.Struct({
  transferDate: requiredDate("Transfer date", TransferMessages.dateRequired),
  notes: optionalText("Notes"),
  ...SeenVersionField
})
export const NotifyTransferPayload = Schema.Struct({ userId: id("User", TransferMessages.selectUser) })
