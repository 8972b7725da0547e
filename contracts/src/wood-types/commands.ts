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
/** Deleting a wood type: decided with its uses' books, which must show no user left (`CloseWoodTypeUses` with `next` null). */
export interface DeleteWoodType {
  readonly _tag: "DeleteWoodType"
  readonly woodTypeId: WoodTypeId
}
/** Uploads or replaces the picture (`image`), or removes it (null). */
export interface ChangeWoodTypeImage {
  readonly _tag: "ChangeWoodTypeImage"
  readonly woodTypeId: WoodTypeId
  readonly image: StoredFile | null
}
export type WoodTypeCommand = CreateWoodType | UpdateWoodType | DeleteWoodType | ChangeWoodTypeImage

/** Opens a period of a wood type's uses with the count carried over (`WoodTypeUses-<id>-<period>`, contracts wood-types/uses-events.ts). */
export interface OpenWoodTypeUses {
  readonly _tag: "OpenWoodTypeUses"
  readonly woodTypeId: WoodTypeId
  readonly period: number
  readonly count: number
}
/** Counts one more user (`usedBy`, its stream) of the wood type. */
export interface CountWoodTypeUse {
  readonly _tag: "CountWoodTypeUse"
  readonly woodTypeId: WoodTypeId
  readonly usedBy: string
}
/** Counts one user fewer: `usedBy` was deleted or moved to another wood type. */
export interface ReleaseWoodTypeUse {
  readonly _tag: "ReleaseWoodTypeUse"
  readonly woodTypeId: WoodTypeId
  readonly usedBy: string
}
/** Closes the period's books: carried to period `next`, or for good (`next` null, the wood type's delete: refused while any user is left). */
export interface CloseWoodTypeUses {
  readonly _tag: "CloseWoodTypeUses"
  readonly woodTypeId: WoodTypeId
  readonly next: number | null
}
export type WoodTypeUsesCommand = OpenWoodTypeUses | CountWoodTypeUse | ReleaseWoodTypeUse | CloseWoodTypeUses
