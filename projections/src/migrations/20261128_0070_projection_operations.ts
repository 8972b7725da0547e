import { sql, type Kysely } from "kysely"

/**
 * Projection operations: a blue-green rebuild's progress on the checkpoint row,
 * and the events an ADMIN told a projection to skip (from `ProjectionEventSkipped` in the log).
 */
export const up = async (db: Kysely<any>) => {
  await sql`
    alter table projection_checkpoints
      add column if not exists rebuild_position bigint,
      add column if not exists rebuild_head bigint,
      add column if not exists rebuild_events bigint,
      add column if not exists rebuild_started_at timestamptz,
      add column if not exists rebuild_finished_at timestamptz,
      add column if not exists rebuild_error text`.execute(db)
  await sql`
    create table if not exists projection_skips (
      id text primary key,
      projection text not null,
      position bigint not null,
      event_type text not null,
      stream_id text not null,
      reason text not null,
      skipped_by text not null,
      skipped_at text not null,
      log_position bigint not null,
      unique (projection, position)
    )`.execute(db)
}
