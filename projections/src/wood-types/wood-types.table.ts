export interface WoodTypesTable {
  id: string
  name: string
  grade: string | null
  /** The catalogue fields (WoodTypeCatalogue) as one JSON document; null for rows written before it existed. */
  catalogue: unknown
  /** The uploaded picture (StoredFile) as JSON, null without one. */
  image: unknown | null
  created_at: string
  updated_at: string
  /** The record's version (contracts shared/record-version.ts); null until its projection rebuilt after migration 0100. */
  version: string | null
}
