/** One event of the log as the audit searches it (migration 0060). */
export interface AuditEventsTable {
  /** The event's id. */
  id: string
  position: string
  stream_id: string
  type: string
  revision: string
  occurred_at: Date | string
  user_id: string | null
  user_email: string | null
  data: unknown
  metadata: unknown
}

/** An event that touched a LOT, by the LOT's number (upper case). */
export interface AuditLotEventsTable {
  id: string
  lot_number: string
  position: string
}

/** A stream that belongs to a LOT's life: every later event of it touches the LOT too. */
export interface AuditLotStreamsTable {
  id: string
  stream_id: string
  lot_number: string
  /** The stream's aggregate id (what follows `<Aggregate>-`): how a stock movement's source document finds it. */
  document_id: string
}
