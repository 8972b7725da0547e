import { Schema } from "effect"

/**
 * The ids of the aggregates, defined once. Each is a string on the wire and in the
 * log, branded in the types, so a LOT's id can't be passed where a slicing operation's is
 * expected: the mix-up fails to compile. A brand is only a type: decoding a stored event's plain
 * string into a branded field works, and nothing is stored differently.
 *
 * Ids are branded where they enter: an HTTP payload or path decoded with these schemas, or an id
 * drawn for a new aggregate (`LotId.make(envelope.ids.next("lot"))`). Everything after that
 * carries the brand from the events and commands that hold it.
 */
const idOf = <B extends string>(brand: B) => Schema.String.pipe(Schema.brand(brand))
export const LotId = idOf("LotId")
export type LotId = typeof LotId.Type
export const SlicingOperationId = idOf("SlicingOperationId")
export type SlicingOperationId = typeof SlicingOperationId.Type
export const DryingBatchId = idOf("DryingBatchId")
export type DryingBatchId = typeof DryingBatchId.Type
export const WarehouseId = idOf("WarehouseId")
export type WarehouseId = typeof WarehouseId.Type
export const WoodTypeId = idOf("WoodTypeId")
export type WoodTypeId = typeof WoodTypeId.Type
export const UserId = idOf("UserId")
export type UserId = typeof UserId.Type
export const ApprovalRequestId = idOf("ApprovalRequestId")
export type ApprovalRequestId = typeof ApprovalRequestId.Type
export const ApprovalRuleId = idOf("ApprovalRuleId")
export type ApprovalRuleId = typeof ApprovalRuleId.Type
export const CalculationId = idOf("CalculationId")
export type CalculationId = typeof CalculationId.Type
export const NotificationId = idOf("NotificationId")
export type NotificationId = typeof NotificationId.Type
export const RoleId = idOf("RoleId")
export type RoleId = typeof RoleId.Type
export const TransferId = idOf("TransferId")
export type TransferId = typeof TransferId.Type
export const AssetId = idOf("AssetId")
export type AssetId = typeof AssetId.Type
export const AssetCategoryId = idOf("AssetCategoryId")
export type AssetCategoryId = typeof AssetCategoryId.Type
export const MaintenanceRecordId = idOf("MaintenanceRecordId")
export type MaintenanceRecordId = typeof MaintenanceRecordId.Type
export const AssetDocumentId = idOf("AssetDocumentId")
export type AssetDocumentId = typeof AssetDocumentId.Type
/** A stock row's id is derived from its key (`stockRowId`: warehouse ~ wood type ~ thickness). */
export const StockRowId = idOf("StockRowId")
export type StockRowId = typeof StockRowId.Type
export const StocktakeId = idOf("StocktakeId")
export type StocktakeId = typeof StocktakeId.Type
