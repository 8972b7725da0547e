import type { Kysely } from "kysely"
import { createPageIndexes } from "./page-indexes"

/** The slicing operation list's sorts (contracts' SLICING_SORTS). */
export const up = async (db: Kysely<any>) =>
  createPageIndexes(db, "slicing_operations", ["created_at", "serial_number", "lot_number", "sleeper_number", "status"])
