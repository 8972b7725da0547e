import { sql, type Kysely } from "kysely"

/** A user's notifications in each sort (contracts' NOTIFICATION_SORTS): the list is always one user's, so the user leads each index. */
export const up = async (db: Kysely<any>) => {
  for (const column of ["created_at", "type"])
    await sql`create index if not exists ${sql.id(`notifications_page_${column}`)} on notifications (user_id, ${sql.ref(column)}, id)`.execute(db)
}
