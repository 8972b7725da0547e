import type { StoredFile } from "../shared/images"
import type { WoodTypeCatalogue } from "./dto"

export interface CreateWoodType {
  readonly _tag: "CreateWoodType"
  readonly woodTypeId: string
  readonly name: string
  readonly grade: string | null
  readonly catalogue: WoodTypeCatalogue
}
export interface UpdateWoodType {
  readonly _tag: "UpdateWoodType"
  readonly woodTypeId: string
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
  readonly woodTypeId: string
  readonly goneUsers: ReadonlyArray<string>
}
/** Asked by every write that makes something use the wood type (`usedBy` is that thing's stream). */
export interface RecordWoodTypeUse {
  readonly _tag: "RecordWoodTypeUse"
  readonly woodTypeId: string
  readonly usedBy: string
}
/** Uploads or replaces the picture (`image`), or removes it (null). */
export interface ChangeWoodTypeImage {
  readonly _tag: "ChangeWoodTypeImage"
  readonly woodTypeId: string
  readonly image: StoredFile | null
}
export type WoodTypeCommand = CreateWoodType | UpdateWoodType | DeleteWoodType | RecordWoodTypeUse | ChangeWoodTypeImage
