import type { Kysely } from "kysely"
import { createPageIndexes } from "./page-indexes"

/** The mailing list's sorts (contracts' SUBSCRIBER_SORTS): the sign-up's place in the log, and the status. */
export const up = async (db: Kysely<any>) => createPageIndexes(db, "newsletter_subscribers", ["log_position", "status"])
