import { sql, type Kysely } from "kysely"

/**
 * What the rest of the system needs to know of a stopped projection: the event types it reads
 * (the command service warns writes of those types) and the position of the event it stopped on.
 */
export const up = async (db: Kysely<any>) => {
  await sql`alter table projection_checkpoints add column if not exists event_types text[] not null default '{}'`.execute(db)
  await sql`alter table projection_checkpoints add column if not exists stopped_at bigint`.execute(db)
}
