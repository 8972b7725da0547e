import { sql, type Kysely } from "kysely"
import { createHash } from "node:crypto"
import { StoreOfNewerRelease } from "./store-of-newer-release"

/**
 * A position is its transaction's id times POSITIONS_PER_TRANSACTION plus the event's index
 * within that transaction, so position order is (transaction id, index) order and the
 * watermark of readers (the oldest transaction still in flight) is itself a position.
 */
export const POSITIONS_PER_TRANSACTION = 65_536

/** Serialises concurrent starts of the migration only (never held by an append). */
const MIGRATION_LOCK = 7_411_002

/**
 * The key space (first of the two-int advisory lock keys) of the per-stream queue of "any"
 * appends; the second key is the stream id's hash (a collision only makes two streams queue together).
 */
export const ANY_APPEND_LOCKS = 7_411_003

/**
 * The store's schema changes, in the order they run; each runs once and is recorded in
 * `event_store_migrations` (name, applied_at). Forward only: a shipped step is never edited,
 * reordered or removed (stores upgraded from its release recorded it); a change is a new step at
 * the end. Each step is also safe on a store of a release from before the record existed (those ran
 * them at every start), so such a store runs them all once and records them.
 */
const STORE_MIGRATIONS: ReadonlyArray<readonly [name: string, up: (trx: Kysely<any>) => Promise<void>]> = [
  [
    "20261121_0001_events",
    async (trx) => {
      await sql`
        create table if not exists events (
          position bigint primary key,
          transaction_id xid8,
          event_id text not null unique,
          stream_id text not null,
          revision bigint not null,
          type text not null,
          data jsonb not null,
          metadata jsonb not null,
          recorded_at timestamptz not null default now(),
          unique (stream_id, revision)
        )`.execute(trx)
    }
  ],
  [
    // An earlier install's table: its positions came from a sequence (1, 2, 3, ...). They stay
    // as they are; every new position is above them because this transaction's id is.
    "20261201_0002_transaction_positions",
    async (trx) => {
      await sql
        .raw(
          `
        do $$
        begin
          if not exists (select 1 from pg_attribute where attrelid = 'events'::regclass and attname = 'transaction_id' and not attisdropped) then
            alter table events add column transaction_id xid8;
          end if;
          if exists (select 1 from pg_attrdef where adrelid = 'events'::regclass and adnum = (select attnum from pg_attribute where attrelid = 'events'::regclass and attname = 'position')) then
            if (select coalesce(max(position), 0) from events) >= pg_current_xact_id()::text::bigint * ${POSITIONS_PER_TRANSACTION} then
              raise exception 'events: stored positions reach past the first transaction-based position; upgrade refused';
            end if;
            alter table events alter column position drop default;
          end if;
        end $$`
        )
        .execute(trx)
    }
  ],
  [
    // no read uses (type, position) since pages walk the primary key (events_after); every append wrote it
    "20261206_0003_no_type_position_index",
    async (trx) => {
      await sql`drop index if exists events_type_position`.execute(trx)
    }
  ],
  [
    // what the functions add to a transaction id to make a position (`positionShift`): one row
    "20261207_0004_position_shift",
    async (trx) => {
      await sql`create table if not exists events_position_shift (shift bigint not null)`.execute(trx)
      await sql`insert into events_position_shift (shift) select 0 where not exists (select 1 from events_position_shift)`.execute(trx)
    }
  ]
]

/**
 * What the functions add to a transaction id to make a position: 0 unless this log came from another
 * server further along (a dump restored elsewhere: its positions were made of that server's
 * transaction ids, higher than this one's). New appends would then take positions below the log's
 * head, which readers past it never look at, and the watermark would hide the log itself. So the
 * first start on such a log raises the shift until this server's next transaction lands above the
 * head, and records it. It only ever grows, and only then: on a log this server wrote every
 * position is below the current transaction's.
 */
const positionShift = async (trx: Kysely<any>): Promise<bigint> => {
  const { rows } = await sql<{ shift: string; needed: string | null }>`
    select s.shift::text as shift,
      ((select max(position) from events) / ${POSITIONS_PER_TRANSACTION} + 1 - pg_current_xact_id()::text::bigint)::text as needed
    from events_position_shift s`.execute(trx)
  const recorded = BigInt(rows[0]!.shift)
  const needed = rows[0]!.needed === null ? 0n : BigInt(rows[0]!.needed)
  if (needed <= recorded) return recorded
  await sql`update events_position_shift set shift = ${needed.toString()}::bigint`.execute(trx)
  return needed
}

/** The store's migrations by name, in the order they run (and are recorded). */
export const EVENT_STORE_MIGRATION_NAMES: ReadonlyArray<string> = STORE_MIGRATIONS.map(([name]) => name)

/** Positions below it belong to finished transactions only: the oldest transaction in flight, as a position. */
const watermarkFunction = (shift: bigint) => `
  create or replace function events_watermark() returns bigint
  language sql stable as $$
    select (pg_snapshot_xmin(pg_current_snapshot())::text::bigint + ${shift}) * ${POSITIONS_PER_TRANSACTION}
  $$`

/**
 * The events table and its functions, migrated forward: every step this store has not recorded
 * runs and is recorded, in one transaction under the migrations' lock (several processes may start
 * at once). A store migrated by a newer release is refused with words, changing nothing.
 */
export const migrateEventStore = async (db: Kysely<any>) => {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx)
    await sql`create table if not exists event_store_migrations (name text primary key, applied_at timestamptz not null default clock_timestamp())`.execute(trx)
    const { rows } = await sql<{ name: string }>`select name from event_store_migrations`.execute(trx)
    const applied = new Set(rows.map((row) => row.name))
    const unknown = [...applied].filter((name) => !EVENT_STORE_MIGRATION_NAMES.includes(name))
    if (unknown.length > 0) throw new StoreOfNewerRelease({ part: "event store", unknown })
    for (const [name, up] of STORE_MIGRATIONS) {
      if (applied.has(name)) continue
      await up(trx)
      await sql`insert into event_store_migrations (name) values (${name})`.execute(trx)
    }
    const shift = await positionShift(trx)
    await sql`create table if not exists event_store_functions (sha256 text not null, installed_at timestamptz not null default now())`.execute(trx)
    const definitions = storeFunctions(shift)
    const functions = createHash("sha256").update(definitions.join(";")).digest("hex")
    const installed = await sql<{ sha256: string }>`select sha256 from event_store_functions`.execute(trx)
    if (installed.rows.length === 1 && installed.rows[0]!.sha256 === functions) return
    for (const definition of definitions) await sql.raw(definition).execute(trx)
    await sql`delete from event_store_functions`.execute(trx)
    await sql`insert into event_store_functions (sha256) values (${functions})`.execute(trx)
  })
}

/**
 * A page of the log: events from `p_from` to `p_upto` in position order, at most `p_limit`, of
 * `p_types` (all when null). Always one ordered walk of the primary key that stops at the limit,
 * whatever the statistics say: the planner, free to choose, took a bitmap scan and a sort of
 * everything left for a range of recent positions it estimated near empty (a table never
 * analysed, or positions above its statistics; this machine's PostgreSQL runs no autovacuum), and
 * a rebuild then read and sorted the rest of the log for every page (BENCHMARKS.md, "Measurements
 * behind code decisions"). A walk of the key is linear over a whole catch-up, even for rare types: each
 * page starts after the last event the one before found.
 */
const EVENTS_AFTER_FUNCTION = `
  create or replace function events_after(p_from bigint, p_upto bigint, p_types text[], p_limit int)
  returns setof events
  language sql stable
  set enable_bitmapscan = off
  set enable_sort = off
  as $$
    select * from events
    where position >= p_from and position <= p_upto and (p_types is null or type = any(p_types))
    order by position limit p_limit
  $$`

/**
 * One append in one statement. Outcomes: 'appended' (revision = the stream's new revision,
 * position = the last event's), 'stored' (every event id was stored before: the first
 * append's answer), 'wrong' (revision = the stream's actual revision, null when it has none).
 * Optimistic concurrency rests on the unique (stream_id, revision): a concurrent append that
 * took the revision, or stored the same ids first, makes the insert fail; the function then
 * looks again (a fresh snapshot per statement), and answers 'wrong', 'stored' or retries ('any').
 */
const appendFunction = (shift: bigint) => `
  create or replace function append_events(p_stream_id text, p_expected text, p_events jsonb)
  returns table (outcome text, revision bigint, "position" bigint)
  language plpgsql as $$
  declare
    v_ids text[];
    v_count int;
    v_stored int;
    v_stored_revision bigint;
    v_stored_position bigint;
    v_current bigint;
    v_fresh int;
    v_inserted int;
    v_xid bigint;
    v_first bigint;
  begin
    select coalesce(array_agg(distinct e->>'id'), '{}') into v_ids from jsonb_array_elements(p_events) e;
    v_count := cardinality(v_ids);
    -- "any" appends to one stream queue for it until their transaction ends: many writers on one
    -- hot stream (every LOT of a species records its use on the species' stream) then take its
    -- next revisions one after another, instead of all reading the same max, colliding on it,
    -- waiting for the winner's commit and retrying (a herd that grew with every writer and left
    -- dead rows behind each failed try). Appends at an expected revision take no lock: a
    -- collision is their answer.
    if p_expected = 'any' then
      perform pg_advisory_xact_lock(${ANY_APPEND_LOCKS}, hashtext(p_stream_id));
    end if;
    -- The fast path, taken by nearly every append: no subtransaction and no id look-up. Insert at
    -- the revision read, refusing any row that meets a unique constraint (a stored id, a revision
    -- another append took, waiting for it if it is in flight); when every row went in, done.
    select max(ev.revision) into v_current from events ev where ev.stream_id = p_stream_id;
    if v_count > 0 and v_count = jsonb_array_length(p_events)
       and (p_expected = 'any' or v_current is not distinct from (case when p_expected = 'no_stream' then null else p_expected::bigint end)) then
      v_xid := pg_current_xact_id()::text::bigint + ${shift};
      select coalesce(max(ev.position) + 1, v_xid * ${POSITIONS_PER_TRANSACTION}) into v_first from events ev
        where ev.position >= v_xid * ${POSITIONS_PER_TRANSACTION} and ev.position < (v_xid + 1) * ${POSITIONS_PER_TRANSACTION};
      if v_first + v_count > (v_xid + 1) * ${POSITIONS_PER_TRANSACTION} then
        raise exception 'one transaction appends at most ${POSITIONS_PER_TRANSACTION} events';
      end if;
      insert into events (position, transaction_id, event_id, stream_id, revision, type, data, metadata)
      select v_first + t.ord - 1, pg_current_xact_id(), t.e->>'id', p_stream_id, coalesce(v_current, -1) + t.ord,
             t.e->>'type', t.e->'data', t.e->'metadata'
      from jsonb_array_elements(p_events) with ordinality as t(e, ord)
      on conflict do nothing;
      get diagnostics v_inserted = row_count;
      if v_inserted = v_count then
        return query select 'appended'::text, coalesce(v_current, -1) + v_count, v_first + v_count - 1;
        return;
      end if;
      -- some rows went in, some did not: they were never visible to anyone (this transaction has
      -- not committed), so they go, and the careful path below decides
      if v_inserted > 0 then
        delete from events ev where ev.transaction_id = pg_current_xact_id() and ev.position >= v_first and ev.position < v_first + v_count;
      end if;
    end if;
    for attempt in 1..50 loop
      select count(*), max(ev.revision), max(ev.position) into v_stored, v_stored_revision, v_stored_position
        from events ev where ev.event_id = any(v_ids);
      if v_count > 0 and v_stored = v_count then
        return query select 'stored'::text, v_stored_revision, v_stored_position;
        return;
      end if;
      select max(ev.revision) into v_current from events ev where ev.stream_id = p_stream_id;
      if v_stored = 0 and p_expected <> 'any'
         and v_current is distinct from (case when p_expected = 'no_stream' then null else p_expected::bigint end) then
        return query select 'wrong'::text, v_current, null::bigint;
        return;
      end if;
      v_fresh := v_count - v_stored;
      if v_fresh = 0 then
        return query select 'appended'::text, coalesce(v_current, -1),
          coalesce((select max(ev.position) from events ev where ev.stream_id = p_stream_id), 0);
        return;
      end if;
      v_xid := pg_current_xact_id()::text::bigint + ${shift};
      -- a transaction may append more than once: continue after its own last position
      select coalesce(max(ev.position) + 1, v_xid * ${POSITIONS_PER_TRANSACTION}) into v_first from events ev
        where ev.position >= v_xid * ${POSITIONS_PER_TRANSACTION} and ev.position < (v_xid + 1) * ${POSITIONS_PER_TRANSACTION};
      if v_first + v_fresh > (v_xid + 1) * ${POSITIONS_PER_TRANSACTION} then
        raise exception 'one transaction appends at most ${POSITIONS_PER_TRANSACTION} events';
      end if;
      begin
        insert into events (position, transaction_id, event_id, stream_id, revision, type, data, metadata)
        select v_first + fresh.n - 1, pg_current_xact_id(), fresh.e->>'id', p_stream_id, coalesce(v_current, -1) + fresh.n,
               fresh.e->>'type', fresh.e->'data', fresh.e->'metadata'
        from (
          select first.e, row_number() over (order by first.ord) as n
          from (
            select distinct on (t.e->>'id') t.e, t.ord
            from jsonb_array_elements(p_events) with ordinality as t(e, ord)
            where not exists (select 1 from events x where x.event_id = t.e->>'id')
            order by t.e->>'id', t.ord
          ) first
        ) fresh;
        get diagnostics v_inserted = row_count;
        if v_inserted <> v_fresh then
          -- some ids were stored meanwhile: undo this attempt and look again
          raise exception using errcode = 'unique_violation';
        end if;
        return query select 'appended'::text, coalesce(v_current, -1) + v_fresh, v_first + v_fresh - 1;
        return;
      exception when unique_violation then
        -- another append took this revision or stored these ids first: look again
        null;
      end;
    end loop;
    raise exception 'append to % kept meeting concurrent appends', p_stream_id;
  end $$`

/**
 * Several appends in one statement, so in one transaction: all stored or none. Each item is
 * `{stream, expected, events, refuse?}`; answers one row per item in order ('appended' or
 * 'stored'), or one row for the first item that failed, everything undone: 'wrong' (its
 * revision is the stream's actual one) or 'refused' (the item's stream, once appended to, holds
 * an event of the type `refuse` names: a wood type deleted before its use). A refused type ends
 * its stream, so the stream's last event before this transaction's own is the only one that can
 * be it: the look-up is one step down the (stream, revision) index, not a scan of a stream every
 * LOT lengthens (a wood type's uses: a scan made creates slow down as LOTs accumulated). The refusal is
 * looked for after the insert, in the same statement: a deletion committed before it is seen,
 * and one still in flight holds the revision this insert needs, so one of them waits and then
 * decides again.
 */
const APPEND_STREAMS_FUNCTION = `
  create or replace function append_streams(p_appends jsonb)
  returns table (item int, outcome text, revision bigint, "position" bigint)
  language plpgsql as $$
  declare
    v_item jsonb;
    v_i int := 0;
    v_outcomes text[] := '{}';
    v_revisions bigint[] := '{}';
    v_positions bigint[] := '{}';
    v_outcome text;
    v_revision bigint;
    v_position bigint;
    v_queue int;
  begin
    -- the queues of the "any" items first, in one order (no two calls wait on each other crosswise),
    -- and before anything is inserted: a call waiting in a hot stream's queue holds no transaction
    -- id yet, so it does not hold the watermark, and every reader, back while it waits
    for v_queue in select distinct hashtext(value->>'stream') from jsonb_array_elements(p_appends) where value->>'expected' = 'any' order by 1 loop
      perform pg_advisory_xact_lock(${ANY_APPEND_LOCKS}, v_queue);
    end loop;
    begin
      for v_item in select value from jsonb_array_elements(p_appends) loop
        select a.outcome, a.revision, a."position" into v_outcome, v_revision, v_position
          from append_events(v_item->>'stream', v_item->>'expected', v_item->'events') a;
        -- the refused type ends its stream (a deletion: nothing commits after it), so only the last
        -- event before this transaction's is looked at: one index step, however long the stream
        if v_outcome = 'appended' and v_item->>'refuse' is not null
           and (select e.type from events e
                where e.stream_id = v_item->>'stream' and e.transaction_id is distinct from pg_current_xact_id()
                order by e.revision desc limit 1) = v_item->>'refuse' then
          v_outcome := 'refused';
        end if;
        if v_outcome in ('wrong', 'refused') then
          raise exception using errcode = 'TW001';
        end if;
        v_outcomes := v_outcomes || v_outcome;
        v_revisions := v_revisions || v_revision;
        v_positions := v_positions || v_position;
        v_i := v_i + 1;
      end loop;
    exception when sqlstate 'TW001' then
      -- this block's inserts are undone; the variables keep the failing item's answer
      return query select v_i, v_outcome, v_revision, null::bigint;
      return;
    end;
    return query select (t.ord - 1)::int, t.o, t.r, t.p from unnest(v_outcomes, v_revisions, v_positions) with ordinality as t(o, r, p, ord);
  end $$`

/**
 * The functions every engine runs: `events_watermark()` (positions below it belong to finished
 * transactions only), `events_after(...)` (a page of the log) and `append_events(...)` /
 * `append_streams(...)` (one append in one statement). They are code, not schema: installed
 * whenever their text differs from what the store last installed (its sha256 is recorded), so a
 * start on a store already at this code's functions replaces nothing. `shift` is added to every transaction id
 * they turn into a position (`positionShift`).
 */
const storeFunctions = (shift: bigint) => [watermarkFunction(shift), EVENTS_AFTER_FUNCTION, appendFunction(shift), APPEND_STREAMS_FUNCTION]
