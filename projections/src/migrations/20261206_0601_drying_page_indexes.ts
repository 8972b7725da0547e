import type { Kysely } from "kysely"
import { createPageIndexes } from "./page-indexes"

/** The drying batch list's sorts (contracts' DRYING_SORTS). */
export const up = async (db: Kysely<any>) => createPageIndexes(db, "drying_processes", ["start_time", "batch_number", "status", "created_at"])
