import { sql, type Kysely } from "kysely"
import { createPageIndexes } from "./page-indexes"

/** The asset list's sorts (contracts' ASSET_SORTS), and a stocktake's location (case and spaces ignored, as its filter reads it). */
export const up = async (db: Kysely<any>) => {
  await createPageIndexes(db, "assets", ["created_at", "asset_tag", "name", "status", "purchase_price"])
  await sql`create index if not exists assets_by_location on assets ((lower(trim(body->>'location'))), id)`.execute(db)
}
