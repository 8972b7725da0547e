import { sql, type Kysely } from "kysely"

/**
 * Stocktakes: one row per count; and each asset's last sighting as a column,
 * so the list filters 'not seen since' in SQL. Assets stored before this have never been
 * counted (no AssetSeenInStocktake existed): null is their true value, no rebuild is needed.
 */
export const up = async (db: Kysely<any>) => {
  await sql`alter table assets add column if not exists last_seen_at timestamptz`.execute(db)
  await sql`
    create table if not exists stocktakes (
      id text primary key,
      location text not null,
      status text not null,
      body jsonb not null,
      started_at timestamptz not null
    )`.execute(db)
}
