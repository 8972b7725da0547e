import { sql, type Kysely } from "kysely"

/**
 * Every sort a paged list offers walks an index ending in the id: a page is an
 * index range scan at any depth. One index per (list, sort key).
 */
export const up = async (db: Kysely<any>) => {
  for (const column of ["created_at", "lot_number", "receipt_date", "supplier", "status"])
    await sql`create index if not exists ${sql.id(`wood_receipts_page_${column}`)} on wood_receipts (${sql.ref(column)}, id)`.execute(db)
}
