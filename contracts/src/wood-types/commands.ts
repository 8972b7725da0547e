export interface CreateWoodType {
  readonly _tag: "CreateWoodType"
  readonly woodTypeId: string
  readonly name: string
  readonly grade: string | null
}
export interface UpdateWoodType {
  readonly _tag: "UpdateWoodType"
  readonly woodTypeId: string
  readonly name: string
  readonly grade: string | null
}
export interface DeleteWoodType {
  readonly _tag: "DeleteWoodType"
  readonly woodTypeId: string
}
export type WoodTypeCommand = CreateWoodType | UpdateWoodType | DeleteWoodType
