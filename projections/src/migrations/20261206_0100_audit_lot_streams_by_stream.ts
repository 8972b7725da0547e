import { sql, type Kysely } from "kysely"

/**
 * Every batch of the audit projection looks its streams' LOT links up by `stream_id` (issue 36:
 * without this index, a sequential scan of `audit_lot_streams` per batch, 7.8 ms at 30k LOTs).
 * `document_id` has its index since 0060; the inserts conflict on primary keys.
 */
export const up = async (db: Kysely<any>) => {
  await sql`create index if not exists audit_lot_streams_by_stream on audit_lot_streams (stream_id)`.execute(db)
}
