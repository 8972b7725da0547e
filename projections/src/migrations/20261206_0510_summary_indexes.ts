import { sql, type Kysely } from "kysely"

/**
 * The dashboard's, the top bar's and the wall's summaries read indexes, never a whole table (issue
 * 36 item 2): the LOT figures per status are an index-only scan of one narrow index (the volumes
 * included), the top bar's newest LOTs of a status a range scan of it; the wall's panels read the
 * slicing operations in progress, the kilns drying and the transfers in transit by their status.
 */
export const up = async (db: Kysely<any>) => {
  // the LOT screen sorts by its PO Number column too, as it did when it sorted in the browser
  await sql`create index if not exists wood_receipts_page_purchase_order on wood_receipts (purchase_order, id)`.execute(db)
  await sql`create index if not exists wood_receipts_status_figures on wood_receipts (status, updated_at, id) include (actual_volume_m3, estimated_volume_m3)`.execute(
    db
  )
  await sql`create index if not exists slicing_operations_status on slicing_operations (status, created_at)`.execute(db)
  await sql`create index if not exists drying_processes_status on drying_processes (status, start_time)`.execute(db)
  await sql`create index if not exists transfers_status on transfers (status, log_position)`.execute(db)
}
