import { sql, type Kysely } from "kysely"

/**
 * A completed batch's cost frozen at completion: the figures its
 * DryingCostRecorded (or an admin's DryingCostCorrected) holds, and the latest correction, so the
 * kiln charges read them from the row instead of pricing each batch with a tariff query.
 */
export const up = async (db: Kysely<any>) => {
  await sql`alter table drying_processes add column if not exists cost jsonb`.execute(db)
  await sql`alter table drying_processes add column if not exists cost_correction jsonb`.execute(db)
}
