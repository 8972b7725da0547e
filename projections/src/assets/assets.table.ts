export interface AssetsTable {
  id: string
  /** UD-0007 */
  asset_tag: string
  /** The tag's number (7): next-tag and the unallocated tags count on it. */
  tag_number: number | null
  name: string
  category_id: string
  status: string
  purchase_price: number
  /** A SCHEDULED or IN_PROGRESS maintenance record: the asset counts In Maintenance. */
  open_maintenance: boolean
  /** The costs of its COMPLETED maintenance records, TZS (contracts `maintenanceCostOf`). */
  maintenance_cost: number
  /** The next recurring maintenance's day (YYYY-MM-DD), if any. */
  next_maintenance_due: string | Date | null
  /** jsonb: the asset as the API shows it, without category and times (contracts `AssetView`). */
  body: unknown
  /** When a stocktake last found it (migration 0047); null: never counted. */
  last_seen_at: string | Date | null
  created_at: string | Date
  updated_at: string | Date
  /** The asset's version (contracts shared/record-version.ts); null until its projection rebuilt after migration 0700. */
  version: string | null
}

export interface AssetCategoriesTable {
  id: string
  name: string
  code: string
  description: string | null
  created_at: string | Date
  /** The category's version, as an asset's. */
  version: string | null
}
