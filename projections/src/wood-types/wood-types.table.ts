export interface WoodTypesTable {
  id: string
  name: string
  grade: string | null
  /** The catalogue fields (WoodTypeCatalogue) as one JSON document; null for rows written before it existed. */
  catalogue: unknown
  created_at: string
  updated_at: string
}
