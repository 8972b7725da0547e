/** A LOT's row; its table keeps the storage name `wood_receipts` (ARCHITECTURE.md, glossary). */
export interface LotsTable {
  id: string
  lot_number: string
  wood_type_id: string
  wood_type_name: string | null
  supplier: string
  receipt_date: string
  purchase_order: string
  wood_format: string
  status: string
  notes: string | null
  estimated_volume_m3: number | null
  /** numeric: read back as text */
  estimated_pieces: number | string | null
  estimated_amount: number
  actual_volume_m3: number | null
  actual_pieces: number | string | null
  receipt_confirmed_at: string | null
  created_at: string
  updated_at: string
  last_worked_by: string | null
  last_worked_at: string | null
  /** The record's version (contracts shared/record-version.ts); null until its projection rebuilt after migration 0100. */
  version: string | null
}

/** The LOTs of one status and their volume, kept beside the rows (lot-status-totals.ts): what the dashboard's cards show. */
export interface LotStatusTotalsTable {
  /** The status. */
  id: string
  /** bigint: read back as text on PostgreSQL */
  lots: number | string
  /** numeric: read back as text */
  volume_m3: number | string
}
