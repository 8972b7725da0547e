import { sql, type Kysely } from "kysely"

export const up = async (db: Kysely<any>) => {
  await sql`
    create table if not exists calculations (
      id text primary key,
      user_id text not null,
      wood_type_id text not null,
      wood_type_name text,
      thickness double precision not null,
      width double precision not null,
      length double precision not null,
      price_per_plank double precision not null,
      tax_percentage double precision not null,
      volume_m3 double precision not null,
      planks_per_m3 double precision not null,
      price_per_m3 double precision not null,
      notes text,
      created_at timestamptz not null
    )`.execute(db)
  await sql`create index if not exists calculations_user on calculations (user_id, created_at desc)`.execute(db)
}
