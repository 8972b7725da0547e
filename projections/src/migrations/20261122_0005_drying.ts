import { sql, type Kysely } from "kysely"

export const up = async (db: Kysely<any>) => {
  await sql`
    create table if not exists drying_processes (
      id text primary key,
      batch_number text not null,
      status text not null,
      wood_type_id text not null,
      wood_type_name text,
      thickness_mm double precision not null,
      piece_count integer not null,
      starting_humidity double precision,
      starting_electricity_units double precision,
      start_time timestamptz not null,
      end_time timestamptz,
      notes text,
      warehouse_id text,
      stock_thickness text,
      created_by_name text,
      created_at timestamptz not null
    )`.execute(db)
  await sql`
    create table if not exists drying_readings (
      id text primary key,
      drying_id text not null,
      reading_time timestamptz not null,
      electricity_meter double precision not null,
      humidity double precision not null,
      notes text,
      luku_sms text,
      created_by_name text,
      created_at timestamptz not null
    )`.execute(db)
  await sql`create index if not exists drying_readings_process on drying_readings (drying_id, reading_time)`.execute(db)
}
