import { sql, type Kysely } from "kysely"

/** The events table: a global position, and one row per (stream, revision). Never updated, never deleted. */
export const migrateEventStore = async (db: Kysely<any>) => {
  await sql`
    create table if not exists events (
      position bigserial primary key,
      event_id text not null unique,
      stream_id text not null,
      revision bigint not null,
      type text not null,
      data jsonb not null,
      metadata jsonb not null,
      recorded_at timestamptz not null default now(),
      unique (stream_id, revision)
    )`.execute(db)
  await sql`create index if not exists events_type_position on events (type, position)`.execute(db)
}
