import { sql, type Kysely } from "kysely"

/** A user's unread notifications, counted (up to the cap) by this index alone: the bell and the Unread tab read it on every page. */
export const up = async (db: Kysely<any>) => {
  await sql`create index if not exists notifications_unread on notifications (user_id) where not is_read`.execute(db)
}
