import { sql, type Kysely } from "kysely"

/**
 * The audit's index of the log: one row per event with who and when, searched
 * newest first by keyset on the position (each filter has its own (column, position) index, so a
 * page costs the same at the start and the end of millions of events), and the LOT index: which
 * events and streams touched which LOT number.
 */
export const up = async (db: Kysely<any>) => {
  await sql`
    create table if not exists audit_events (
      id text primary key,
      position bigint not null,
      stream_id text not null,
      type text not null,
      revision bigint not null,
      occurred_at timestamptz not null,
      user_id text,
      user_email text,
      data jsonb not null,
      metadata jsonb not null
    )`.execute(db)
  // not unique: the event's id is the key (a redelivered event is stored once); the position orders the pages
  await sql`create index if not exists audit_events_by_position on audit_events (position)`.execute(db)
  await sql`create index if not exists audit_events_by_stream on audit_events (stream_id, position)`.execute(db)
  await sql`create index if not exists audit_events_by_type on audit_events (type, position)`.execute(db)
  await sql`create index if not exists audit_events_by_user on audit_events (user_id, position)`.execute(db)
  await sql`create index if not exists audit_events_by_email on audit_events (user_email, position)`.execute(db)
  await sql`create index if not exists audit_events_by_time on audit_events (occurred_at, position)`.execute(db)
  await sql`
    create table if not exists audit_lot_events (
      id text primary key,
      lot_number text not null,
      position bigint not null
    )`.execute(db)
  await sql`create unique index if not exists audit_lot_events_by_lot on audit_lot_events (lot_number, position)`.execute(db)
  await sql`
    create table if not exists audit_lot_streams (
      id text primary key,
      stream_id text not null,
      lot_number text not null,
      document_id text not null
    )`.execute(db)
  await sql`create index if not exists audit_lot_streams_by_document on audit_lot_streams (document_id)`.execute(db)
}
