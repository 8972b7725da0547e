import { sql, type Kysely } from "kysely"

/**
 * The asset register: one row per asset (its API shape in `body`, the columns its list
 * filters, searches and counts on beside it) and one per category.
 */
export const up = async (db: Kysely<any>) => {
  await sql`
    create table if not exists assets (
      id text primary key,
      asset_tag text not null,
      tag_number integer,
      name text not null,
      category_id text not null,
      status text not null,
      purchase_price double precision not null,
      open_maintenance boolean not null,
      body jsonb not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db)
  await sql`create index if not exists assets_by_category on assets (category_id)`.execute(db)
  await sql`
    create table if not exists asset_categories (
      id text primary key,
      name text not null,
      code text not null,
      description text,
      created_at timestamptz not null
    )`.execute(db)
}
