import { sql, type Kysely } from "kysely"

/**
 * Indexes for statements that read a growing table whole (found by
 * all-in-one's hot-statements spec, which plans every statement the hot paths send):
 * - the audit projection looks up which LOT a stream belongs to on every batch, by stream id
 *   (7.8 ms a scan at 30,000 LOTs);
 * - a drying batch taken from stock looks up the warehouse's running batches;
 * - the stock ledger's newest page, of all warehouses or one;
 * - the stocktakes' and the settings history's newest pages.
 */
export const up = async (db: Kysely<any>) => {
  await sql`create index if not exists audit_lot_streams_by_stream on audit_lot_streams (stream_id)`.execute(db)
  await sql`create index if not exists drying_processes_by_warehouse on drying_processes (warehouse_id, status)`.execute(db)
  await sql`create index if not exists stock_ledger_newest on stock_ledger (position desc, line desc)`.execute(db)
  await sql`create index if not exists stock_ledger_by_warehouse on stock_ledger (warehouse_id, position desc, line desc)`.execute(db)
  await sql`create index if not exists stocktakes_newest on stocktakes (started_at desc, id)`.execute(db)
  await sql`create index if not exists settings_changes_newest on settings_changes (log_position desc, setting_key)`.execute(db)
}
