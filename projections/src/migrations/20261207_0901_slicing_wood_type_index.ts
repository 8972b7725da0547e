import { sql, type Kysely } from "kysely"

/** The kiln charges size a batch of sliced planks from the completed operations of its wood type (drying-costs.queries.ts). */
export const up = async (db: Kysely<any>) => {
  await sql`create index if not exists slicing_operations_wood_type on slicing_operations (wood_type_id, status)`.execute(db)
}
