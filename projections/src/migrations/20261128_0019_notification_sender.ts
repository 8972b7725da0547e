import { sql, type Kysely } from "kysely"

/**
 * Who sent a direct message: the sender's id and the name staff knew them by
 * when they sent it, as `NotificationRaised` now carries them. Filled by the notifications
 * projection's version 2, which rebuilds from the log; what the system raised has none (null).
 */
export const up = async (db: Kysely<any>) => {
  await sql`alter table notifications add column if not exists sender_id text`.execute(db)
  await sql`alter table notifications add column if not exists sender_name text`.execute(db)
}
