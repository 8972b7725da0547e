import { sql, type Kysely } from "kysely"

export const up = async (db: Kysely<any>) => {
  await sql`
    create table if not exists slicing_operations (
      id text primary key,
      serial_number text not null,
      wood_type_id text not null,
      wood_type_name text,
      lot_number text not null,
      sleeper_number integer not null,
      start_time timestamptz,
      sleeper_sizes jsonb not null,
      plank_sizes jsonb not null,
      status text not null,
      waste_percentage double precision not null,
      notes text,
      auto_check_completion boolean not null,
      approval_status text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db)
  await sql`create index if not exists slicing_operations_lot on slicing_operations (lot_number, sleeper_number)`.execute(db)
}
