export interface WoodTypesTable {
  id: string
  name: string
  grade: string | null
  created_at: string
  updated_at: string
}
