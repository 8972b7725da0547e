import { sql, type Kysely } from "kysely"

export const up = async (db: Kysely<any>) => {
  await sql`
    create table if not exists warehouses (
      id text primary key,
      code text not null,
      name text not null,
      address text,
      contact_person text,
      stock_control_enabled boolean not null,
      requires_approval boolean not null,
      status text not null,
      assigned_user_ids jsonb not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db)
  await sql`
    create table if not exists stock_rows (
      id text primary key,
      warehouse_id text not null,
      wood_type_id text not null,
      thickness text not null,
      not_dried bigint not null default 0,
      under_drying bigint not null default 0,
      dried bigint not null default 0,
      damaged bigint not null default 0,
      in_transit_out bigint not null default 0,
      in_transit_in bigint not null default 0,
      minimum_level bigint,
      updated_at timestamptz not null
    )`.execute(db)
  await sql`create index if not exists stock_rows_warehouse on stock_rows (warehouse_id)`.execute(db)
  await sql`
    create table if not exists stock_ledger (
      id text primary key,
      position bigint not null,
      line integer not null,
      occurred_at timestamptz not null,
      actor_id text,
      actor_email text,
      stock_row_id text not null,
      warehouse_id text not null,
      wood_type_id text not null,
      thickness text not null,
      bucket text not null,
      before bigint not null,
      after bigint not null,
      change bigint not null,
      reason text not null,
      source text not null,
      source_document_id text,
      source_document_number text,
      notes text,
      movement_id text not null
    )`.execute(db)
  await sql`create index if not exists stock_ledger_row on stock_ledger (stock_row_id, position)`.execute(db)
  await sql`create index if not exists stock_ledger_source on stock_ledger (source, position)`.execute(db)
}
