export interface TransfersTable {
  id: string
  transfer_number: string
  status: string
  from_warehouse_id: string
  to_warehouse_id: string
  /** bigint: read back as text; the place of its creation in the log (newest first). */
  log_position: string | number | bigint
  /** jsonb: the Transfer as the API shows it (contracts `evolveTransferView`). */
  body: unknown
}
