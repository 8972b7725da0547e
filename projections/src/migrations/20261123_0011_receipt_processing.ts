import { sql, type Kysely } from "kysely"

/** Receipt processing: each LOT's single draft, its history entries and its submitted items. */
export const up = async (db: Kysely<any>) => {
  await sql`
    create table if not exists receipt_drafts (
      id text primary key,
      receipt_id text not null unique,
      lot_number text not null,
      measurements jsonb not null,
      updated_at timestamptz not null,
      updated_by text
    )`.execute(db)
  await sql`create index if not exists receipt_drafts_lot_number on receipt_drafts (lot_number)`.execute(db)
  await sql`
    create table if not exists receipt_history (
      id text primary key,
      receipt_id text not null,
      lot_number text not null,
      user_id text,
      user_name text,
      action text not null,
      timestamp timestamptz not null,
      details text
    )`.execute(db)
  await sql`create index if not exists receipt_history_receipt on receipt_history (receipt_id, timestamp)`.execute(db)
  await sql`create index if not exists receipt_history_lot_number on receipt_history (lot_number)`.execute(db)
  await sql`
    create table if not exists receipt_items (
      id text primary key,
      receipt_id text not null,
      lot_number text not null,
      position integer not null,
      length double precision not null,
      width double precision not null,
      height double precision not null,
      quantity integer not null,
      volume_m3 double precision not null,
      grade text not null,
      notes text
    )`.execute(db)
  await sql`create index if not exists receipt_items_receipt on receipt_items (receipt_id, position)`.execute(db)
  await sql`create index if not exists receipt_items_lot_number on receipt_items (lot_number)`.execute(db)
}
