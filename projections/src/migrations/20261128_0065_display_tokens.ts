import { sql, type Kysely } from "kysely"

/** Display tokens of the wall: one row per token, found by its hash. */
export const up = async (db: Kysely<any>) => {
  await sql`
    create table if not exists display_tokens (
      id text primary key,
      name text not null,
      token_sha256 text not null unique,
      created_at text not null,
      created_by text not null,
      revoked_at text,
      revoked_by text,
      log_position bigint not null
    )`.execute(db)
}
