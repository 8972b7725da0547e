/** A drying batch's row; its table keeps the storage name `drying_processes` (ARCHITECTURE.md, glossary). */
export interface DryingBatchesTable {
  id: string
  batch_number: string
  status: string
  wood_type_id: string
  wood_type_name: string | null
  thickness_mm: number
  /** numeric: read back as text */
  piece_count: number | string
  starting_humidity: number | null
  starting_electricity_units: number | null
  start_time: string
  end_time: string | null
  notes: string | null
  warehouse_id: string | null
  stock_thickness: string | null
  /** the stock row's product (SLEEPER, PLANK) and nominal width (migration 1600); null on a batch of a legacy row or before the rebuild */
  stock_product: string | null
  stock_width: string | null
  created_by_name: string | null
  created_at: string
  /** The batch's version (contracts shared/record-version.ts); null until its projection rebuilt after migration 0700. */
  version: string | null
  /** jsonb: the figures frozen at completion (contracts DryingCostFigures), or an admin's correction of them; null until recorded (migration 0950). */
  cost: unknown
  /** jsonb: the latest correction ({ previousTotalCost, reason, correctedBy, correctedAt }); null when never corrected. */
  cost_correction: unknown
}

export interface DryingReadingsTable {
  id: string
  drying_id: string
  reading_time: string
  electricity_meter: number
  humidity: number
  notes: string | null
  luku_sms: string | null
  created_by_name: string | null
  created_at: string
}
