import type { Generated } from "kysely"

/** bigint columns come back as text from pg: read them through `Number`. */
type Count = number | string

export interface StockRowsTable {
  id: string
  warehouse_id: string
  wood_type_id: string
  thickness: string
  /** SLEEPER or PLANK; null on a legacy row (thickness text only, before nominal sizes) */
  product: string | null
  /** the nominal width; null on a legacy row or a row carried over from one */
  width: string | null
  not_dried: Count
  under_drying: Count
  dried: Count
  damaged: Count
  in_transit_out: Count
  in_transit_in: Count
  minimum_level: Count | null
  /** m³ beside each quantity */
  not_dried_m3: Generated<number>
  under_drying_m3: Generated<number>
  dried_m3: Generated<number>
  damaged_m3: Generated<number>
  in_transit_out_m3: Generated<number>
  in_transit_in_m3: Generated<number>
  updated_at: string
}

/** One line per quantity a movement changed: the stock ledger. */
export interface StockLedgerTable {
  id: string
  position: Count
  /** The change's place within its movement. */
  line: number
  occurred_at: string
  actor_id: string | null
  actor_email: string | null
  stock_row_id: string
  warehouse_id: string
  wood_type_id: string
  thickness: string
  product: string | null
  width: string | null
  bucket: string
  before: Count
  after: Count
  change: Count
  /** the m³ that moved with the pieces, and the quantity's m³ after; null on lines recorded before nominal sizes */
  m3_change: number | null
  m3_after: number | null
  reason: string
  source: string
  source_document_id: string | null
  source_document_number: string | null
  notes: string | null
  movement_id: string
}
