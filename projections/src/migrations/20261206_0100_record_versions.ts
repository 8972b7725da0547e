import { sql, type Kysely } from "kysely"

/**
 * The version of each record a form edits: its stream's revision after the last
 * event the user can see in it, sent back in If-Match. Null until the projection that owns the
 * table, whose version went up with this column, has rebuilt it from the log.
 */
export const up = async (db: Kysely<any>) => {
  for (const table of ["wood_receipts", "wood_types", "warehouses", "users", "roles"]) {
    await sql`alter table ${sql.table(table)} add column if not exists version text`.execute(db)
  }
}
