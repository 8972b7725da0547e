import type { Kysely } from "kysely"
import { createPageIndexes } from "./page-indexes"

/** The Website Pages list's sorts (contracts' WEBSITE_PAGE_SORTS). */
export const up = async (db: Kysely<any>) => createPageIndexes(db, "website_pages", ["name", "slug", "status", "updated_at"])
