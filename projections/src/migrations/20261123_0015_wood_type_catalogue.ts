import { sql, type Kysely } from "kysely"

/** The full wood-type catalogue of the administration spec section 3, kept as the API returns it. */
export const up = async (db: Kysely<any>) => {
  await sql`alter table wood_types add column if not exists catalogue jsonb`.execute(db)
}
