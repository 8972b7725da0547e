import type { Kysely } from "kysely"
import { createPageIndexes } from "./page-indexes"

/** The recharges' sort (contracts' RECHARGE_SORTS): their place in the log. */
export const up = async (db: Kysely<any>) => createPageIndexes(db, "electricity_recharges", ["log_position"])
