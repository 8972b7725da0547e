export interface WarehousesTable {
  id: string
  code: string
  name: string
  address: string | null
  contact_person: string | null
  stock_control_enabled: boolean
  requires_approval: boolean
  status: string
  /** jsonb array of user ids */
  assigned_user_ids: unknown
  created_at: string
  updated_at: string
  /** The record's version (contracts shared/record-version.ts); null until its projection rebuilt after migration 0100. */
  version: string | null
}
