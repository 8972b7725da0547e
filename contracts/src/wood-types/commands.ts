import type { StoredFile } from "../shared/images"
import type { WoodTypeCatalogue } from "./dto"
import type { WoodTypeId } from "../shared/ids"

export interface CreateWoodType {
  readonly _tag: "CreateWoodType"
  readonly woodTypeId: WoodTypeId
  readonly name: string
  readonly grade: string | null
  readonly catalogue: WoodTypeCatalogue
}
export interface UpdateWoodType {
  readonly _tag: "UpdateWoodType"
  readonly woodTypeId: WoodTypeId
  readonly name: string
  readonly grade: string | null
  readonly catalogue: WoodTypeCatalogue
}
/**
 * `goneUsers`: the users recorded on the stream that the handler found gone (their stream
 * ended, or never appeared after a failed create); any other user refuses the delete.
 */
export interface DeleteWoodType {
  readonly _tag: "DeleteWoodType"
  readonly woodTypeId: WoodTypeId
  readonly goneUsers: ReadonlyArray<string>
}
/** Asked by every write that makes something use the wood type (`usedBy` is that thing's stream). */
export interface RecordWoodTypeUse {
  readonly _tag: "RecordWoodTypeUse"
  readonly woodTypeId: WoodTypeId
  readonly usedBy: string
}
/** Uploads or replaces the picture (`image`), or removes it (null). */
export interface ChangeWoodTypeImage {
  readonly _tag: "ChangeWoodTypeImage"
  readonly woodTypeId: WoodTypeId
  readonly image: StoredFile | null
}
export type WoodTypeCommand = CreateWoodType | UpdateWoodType | DeleteWoodType | RecordWoodTypeUse | ChangeWoodTypeImage
