import { sql, type Kysely } from "kysely"

/** A wood type's uploaded picture (spec section 3 image_url), as the stored file an event records. */
export const up = async (db: Kysely<any>) => {
  await sql`alter table wood_types add column if not exists image jsonb`.execute(db)
}
