import { sql, type Kysely } from "kysely"

/**
 * The LOTs per status and their volume, kept by the LOT projection (lots/lot-status-totals.ts);
 * filled here from the rows a store already holds, so an upgrade needs no rebuild.
 */
export const up = async (db: Kysely<any>) => {
  await sql`create table if not exists lot_status_totals (id text primary key, lots bigint not null, volume_m3 numeric not null)`.execute(db)
  await sql`
    insert into lot_status_totals (id, lots, volume_m3)
    select status, count(*), sum(coalesce(actual_volume_m3, estimated_volume_m3, 0)::numeric) from wood_receipts group by status
    on conflict (id) do nothing`.execute(db)
}
