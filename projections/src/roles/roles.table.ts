export interface RolesTable {
  id: string
  name: string
  description: string | null
  permissions: unknown
  created_at: string
  updated_at: string
  /** The role's version (contracts shared/record-version.ts); null until its projection rebuilt after migration 0100. */
  version: string | null
}
