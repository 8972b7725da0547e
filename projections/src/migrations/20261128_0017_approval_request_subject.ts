import { sql, type Kysely } from "kysely"

/**
 * What an approver decides on: a request's whole subject (a receipt's wood type,
 * sleepers, volume and warehouse; a calculation's plank and prices; a slicing operation's sleeper
 * and planks) and the rule it went above, as the approval-request events carry them. Filled by the
 * approval-requests projection's version 2, which rebuilds from the log.
 */
export const up = async (db: Kysely<any>) => {
  await sql`alter table approval_requests add column if not exists subject jsonb`.execute(db)
  await sql`alter table approval_requests add column if not exists rule_trigger jsonb`.execute(db)
}
