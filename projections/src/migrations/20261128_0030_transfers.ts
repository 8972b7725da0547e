import { sql, type Kysely } from "kysely"

/** Wood transfers: one row per transfer, its API shape in `body`, listed newest first. */
export const up = async (db: Kysely<any>) => {
  await sql`
    create table if not exists transfers (
      id text primary key,
      transfer_number text not null,
      status text not null,
      from_warehouse_id text not null,
      to_warehouse_id text not null,
      log_position bigint not null,
      body jsonb not null
    )`.execute(db)
  await sql`create index if not exists transfers_newest on transfers (log_position desc)`.execute(db)
}
