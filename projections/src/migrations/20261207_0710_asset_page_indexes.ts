import type { Kysely } from "kysely"
import { createPageIndexes } from "./page-indexes"

/** The asset list's sorts (contracts' ASSET_SORTS). */
export const up = async (db: Kysely<any>) => createPageIndexes(db, "assets", ["created_at", "asset_tag", "name", "status", "purchase_price"])
