import { sql, type Kysely } from "kysely"

/**
 * Tables the write side owns: password hashes (never in an event) and the answers
 * to idempotent requests.
 */
export const migrateCommandTables = async (db: Kysely<any>) => {
  await sql`
    create table if not exists credentials (
      user_id text primary key,
      password_hash text not null,
      updated_at timestamptz not null default now()
    )`.execute(db)
  await sql`
    create table if not exists idempotent_requests (
      scope text not null,
      key text not null,
      status integer not null,
      headers jsonb not null,
      body text not null,
      created_at timestamptz not null default now(),
      primary key (scope, key)
    )`.execute(db)
  await sql`
    create table if not exists process_checkpoints (
      name text primary key,
      position text not null,
      updated_at timestamptz not null default now()
    )`.execute(db)
}
