import { sql, type Kysely } from "kysely"

/**
 * Asset upkeep: what an asset's completed maintenance cost, summed per
 * category for the stats, and when its next recurring maintenance falls due. The projection's
 * version moves with it, so the rows are rebuilt with the columns filled.
 */
export const up = async (db: Kysely<any>) => {
  await sql`alter table assets add column if not exists maintenance_cost double precision not null default 0`.execute(db)
  await sql`alter table assets add column if not exists next_maintenance_due date`.execute(db)
}
