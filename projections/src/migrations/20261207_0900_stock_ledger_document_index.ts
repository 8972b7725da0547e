import { sql, type Kysely } from "kysely"

/** A LOT's journey finds the ledger lines of its slicing operations by document. */
export const up = async (db: Kysely<any>) => {
  await sql`create index if not exists stock_ledger_document on stock_ledger (source_document_id, position)`.execute(db)
}
