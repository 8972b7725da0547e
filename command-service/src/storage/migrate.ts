import { ensureBlobTable, ensureErasureKeyTable } from "@timber/eventstore"
import { sql, type Kysely } from "kysely"

/**
 * Tables the write side owns: password hashes (never in an event), the answers
 * to idempotent requests and recent failed sign-ins (per account and per address).
 */
export const migrateCommandTables = (db: Kysely<any>) =>
  // one at a time with the event store's and the read models' migrations (the same advisory lock): several
  // command services starting at once on a fresh schema would otherwise race on PostgreSQL's catalog
  db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(7411002)`.execute(trx)
    await sql`create table if not exists command_tables_version (version integer not null)`.execute(trx)
    const { rows } = await sql<{ version: number }>`select version from command_tables_version`.execute(trx)
    if (rows.length > 0 && Number(rows[0]!.version) >= COMMAND_TABLES_VERSION) return
    await createCommandTables(trx)
    await sql`delete from command_tables_version`.execute(trx)
    await sql`insert into command_tables_version (version) values (${COMMAND_TABLES_VERSION})`.execute(trx)
  })

/** Whether the write side's tables are at the shape this code needs (GET /ready asks). */
export const commandTablesMigrated = async (db: Kysely<any>): Promise<boolean> => {
  const { rows } = await sql<{ version: number }>`select version from command_tables_version`.execute(db)
  return rows.length > 0 && Number(rows[0]!.version) >= COMMAND_TABLES_VERSION
}

/**
 * The shape `createCommandTables` leaves: bump it with every change there. A store already at it
 * runs no DDL at all, because an `alter table … if not exists` takes its table's exclusive lock even
 * when it changes nothing: a start that migrated again while this process's managers were saving
 * (process_states, then process_checkpoints, in one transaction) deadlocked with them, in the other
 * order (seen on a store filled by the growth bench).
 */
const COMMAND_TABLES_VERSION = 1

const createCommandTables = async (db: Kysely<any>) => {
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
  // failed sign-ins per e-mail in the last hour (auth/sign-in-throttle.ts); rows older than that are swept on insert
  await sql`
    create table if not exists sign_in_failures (
      account text not null,
      failed_at timestamptz not null
    )`.execute(db)
  await sql`create index if not exists sign_in_failures_account on sign_in_failures (account, failed_at)`.execute(db)
  await sql`create index if not exists sign_in_failures_failed_at on sign_in_failures (failed_at)`.execute(db)
  // failed sign-ins per client address in the last minute, counted once for every command service on this
  // database (auth/sign-in-throttle.ts; why a table and not an event: command-service/README.md "Sign-in limits")
  await sql`
    create table if not exists sign_in_address_failures (
      address text not null,
      failed_at timestamptz not null
    )`.execute(db)
  await sql`create index if not exists sign_in_address_failures_address on sign_in_address_failures (address, failed_at)`.execute(db)
  await sql`create index if not exists sign_in_address_failures_failed_at on sign_in_address_failures (failed_at)`.execute(db)
  // secrets of the settings (the SMTP password): never in an event, never answered
  await sql`
    create table if not exists system_secrets (
      name text primary key,
      value text not null,
      updated_at timestamptz not null default now()
    )`.execute(db)
  await ensureBlobTable(db)
  // the mailing list's per-subscriber keys (erasure): outside the log, never rebuilt
  await ensureErasureKeyTable(db)
  await sql`
    create table if not exists process_checkpoints (
      name text primary key,
      position text not null,
      updated_at timestamptz not null default now()
    )`.execute(db)
  // each process manager's state beside its checkpoint (written with it), and why it stopped if it met a poison event
  await sql`alter table process_checkpoints add column if not exists state jsonb`.execute(db)
  await sql`alter table process_checkpoints add column if not exists stopped_at text`.execute(db)
  await sql`alter table process_checkpoints add column if not exists last_error text`.execute(db)
  // a keyed process manager's state, one small row per correlation (a LOT, an operation), written
  // with its checkpoint, only the rows a batch touched (one document for all was 1.28 MB at 30k LOTs)
  await sql`
    create table if not exists process_states (
      name text not null,
      key text not null,
      state jsonb not null,
      saved_at_position text not null,
      primary key (name, key)
    )`.execute(db)
  // when a row next calls for its manager's tick (a maintenance that falls due): the tick reads
  // only the rows due, by this index, never every row
  await sql`alter table process_states add column if not exists due_at timestamptz`.execute(db)
  await sql`create index if not exists process_states_due on process_states (name, due_at, key) where due_at is not null`.execute(db)
}
