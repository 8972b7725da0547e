import { sql, type Kysely } from "kysely"
import { createPageIndexes } from "./page-indexes"

/**
 * The stock ledger's and the adjustment list's sorts (contracts' LEDGER_SORTS, ADJUSTMENT_SORTS):
 * log order walks (position, line), which names a line once; the others end in the id.
 */
export const up = async (db: Kysely<any>) => {
  await sql`create index if not exists stock_ledger_page_position on stock_ledger (position, line)`.execute(db)
  await createPageIndexes(db, "stock_ledger", ["occurred_at", "source", "bucket"])
}
