/** bigint columns come back as text from pg: read them through `Number`. */
type Count = number | string

export interface StockRowsTable {
  id: string
  warehouse_id: string
  wood_type_id: string
  thickness: string
  not_dried: Count
  under_drying: Count
  dried: Count
  damaged: Count
  in_transit_out: Count
  in_transit_in: Count
  minimum_level: Count | null
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
  bucket: string
  before: Count
  after: Count
  change: Count
  reason: string
  source: string
  source_document_id: string | null
  source_document_number: string | null
  notes: string | null
  movement_id: string
}
