import type { AssetCategoryId, AssetDocumentId, AssetId, MaintenanceRecordId, StocktakeId } from "../shared/ids"
import type { AssetAssignment, AssetCategoryDetails, AssetDocumentFields, AssetInput, MaintenanceFields } from "./events"

export interface RegisterAsset {
  readonly _tag: "RegisterAsset"
  readonly assetId: AssetId
  readonly input: AssetInput
}
export interface UpdateAsset {
  readonly _tag: "UpdateAsset"
  readonly assetId: AssetId
  readonly input: AssetInput
}
export interface AssignAsset {
  readonly _tag: "AssignAsset"
  readonly assetId: AssetId
  readonly assignment: AssetAssignment
}
export interface ReturnAsset {
  readonly _tag: "ReturnAsset"
  readonly assetId: AssetId
  readonly returnDate: string
  readonly returnedBy: string
  readonly notes: string | null
}
export interface RecordMaintenance {
  readonly _tag: "RecordMaintenance"
  readonly assetId: AssetId
  readonly recordId: MaintenanceRecordId
  readonly record: MaintenanceFields
}
export interface UpdateMaintenance {
  readonly _tag: "UpdateMaintenance"
  readonly assetId: AssetId
  readonly recordId: MaintenanceRecordId
  readonly record: MaintenanceFields
}
export interface DeleteAsset {
  readonly _tag: "DeleteAsset"
  readonly assetId: AssetId
}
export interface AddAssetDocument {
  readonly _tag: "AddAssetDocument"
  readonly assetId: AssetId
  readonly documentId: AssetDocumentId
  readonly document: AssetDocumentFields
}
export interface RemoveAssetDocument {
  readonly _tag: "RemoveAssetDocument"
  readonly assetId: AssetId
  readonly documentId: AssetDocumentId
}
/** A stocktake's finish records that it found the asset. */
export interface RecordStocktakeSighting {
  readonly _tag: "RecordStocktakeSighting"
  readonly assetId: AssetId
  readonly stocktakeId: StocktakeId
  readonly location: string
  readonly seenAt: string
  readonly seenBy: string
}
export type AssetCommand =
  | RegisterAsset
  | UpdateAsset
  | AssignAsset
  | ReturnAsset
  | RecordMaintenance
  | UpdateMaintenance
  | DeleteAsset
  | AddAssetDocument
  | RemoveAssetDocument
  | RecordStocktakeSighting

export interface CreateAssetCategory {
  readonly _tag: "CreateAssetCategory"
  readonly categoryId: AssetCategoryId
  readonly details: AssetCategoryDetails
}
export interface UpdateAssetCategory {
  readonly _tag: "UpdateAssetCategory"
  readonly categoryId: AssetCategoryId
  readonly details: AssetCategoryDetails
}
export interface DeleteAssetCategory {
  readonly _tag: "DeleteAssetCategory"
  readonly categoryId: AssetCategoryId
}
/** An asset's create, edit or delete files it in a category or takes it out: decided on the category's stream. */
export interface FileAssetInCategory {
  readonly _tag: "FileAssetInCategory"
  readonly categoryId: AssetCategoryId
  readonly assetId: AssetId
}
export interface UnfileAssetFromCategory {
  readonly _tag: "UnfileAssetFromCategory"
  readonly categoryId: AssetCategoryId
  readonly assetId: AssetId
}
export type AssetCategoryCommand = CreateAssetCategory | UpdateAssetCategory | DeleteAssetCategory | FileAssetInCategory | UnfileAssetFromCategory
