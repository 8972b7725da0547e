import type { Kysely } from "kysely"
import { createPageIndexes } from "./page-indexes"

/** The transfer list's sorts (contracts' TRANSFER_SORTS; createdAt reads the log position). */
export const up = async (db: Kysely<any>) => createPageIndexes(db, "transfers", ["log_position", "transfer_number", "status"])
