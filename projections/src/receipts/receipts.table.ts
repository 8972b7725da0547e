export interface ReceiptDraftsTable {
  /** the draft's id: its receipt's (one draft per receipt) */
  id: string
  receipt_id: string
  lot_number: string
  /** jsonb: SleeperMeasurement[] */
  measurements: unknown
  updated_at: string
  updated_by: string | null
}

export interface ReceiptHistoryTable {
  id: string
  receipt_id: string
  lot_number: string
  user_id: string | null
  user_name: string | null
  action: string
  timestamp: string
  details: string | null
}

export interface ReceiptItemsTable {
  id: string
  receipt_id: string
  lot_number: string
  position: number
  length: number
  width: number
  height: number
  quantity: number
  volume_m3: number
  grade: string
  notes: string | null
}
