import { sql, type Kysely } from "kysely"

/** A user's calculations in each sort (contracts' CALCULATION_SORTS): the list is always one user's, so the user leads each index. */
export const up = async (db: Kysely<any>) => {
  for (const column of ["created_at", "price_per_plank", "price_per_m3"])
    await sql`create index if not exists ${sql.id(`calculations_page_${column}`)} on calculations (user_id, ${sql.ref(column)}, id)`.execute(db)
}
