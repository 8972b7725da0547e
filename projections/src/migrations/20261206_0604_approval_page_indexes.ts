import type { Kysely } from "kysely"
import { createPageIndexes } from "./page-indexes"

/** The approval request list's sorts (contracts' APPROVAL_SORTS). */
export const up = async (db: Kysely<any>) => createPageIndexes(db, "approval_requests", ["created_at", "status", "type", "decided_at"])
