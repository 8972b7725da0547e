import { sql, type Kysely } from "kysely"

/**
 * A kiln charge's volume averages the pieces received of its wood type: the receipts of the wood
 * types on the page are found by this index, their items by receipt_items_lot_number.
 */
export const up = async (db: Kysely<any>) => {
  await sql`create index if not exists wood_receipts_wood_type on wood_receipts (wood_type_id, lot_number)`.execute(db)
}
