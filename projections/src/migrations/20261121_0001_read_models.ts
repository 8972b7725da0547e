import { sql, type Kysely } from "kysely"

export const up = async (db: Kysely<any>) => {
  await sql`
    create table if not exists projection_checkpoints (
      name text primary key,
      version integer not null,
      position bigint not null default 0,
      state text not null default 'running',
      last_error text,
      updated_at timestamptz
    )`.execute(db)
  await sql`
    create table if not exists wood_types (
      id text primary key,
      name text not null,
      grade text,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db)
  await sql`
    create table if not exists wood_receipts (
      id text primary key,
      lot_number text not null unique,
      wood_type_id text not null,
      wood_type_name text,
      supplier text not null,
      receipt_date text not null,
      purchase_order text not null,
      wood_format text not null,
      status text not null,
      notes text,
      estimated_volume_m3 double precision,
      estimated_pieces integer,
      estimated_amount double precision not null default 0,
      actual_volume_m3 double precision,
      actual_pieces integer,
      receipt_confirmed_at timestamptz,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      last_worked_by text,
      last_worked_at timestamptz
    )`.execute(db)
  await sql`create index if not exists wood_receipts_created on wood_receipts (created_at desc)`.execute(db)
  await sql`
    create table if not exists users (
      id text primary key,
      email text not null unique,
      first_name text not null,
      last_name text not null,
      role text not null,
      is_active boolean not null,
      permissions jsonb,
      failed_login_attempts integer not null default 0,
      account_locked_at timestamptz,
      created_at timestamptz not null
    )`.execute(db)
}
