import { sql, type Kysely } from "kysely"

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
 * The events table: one row per (stream, revision), never updated, never deleted; and the
 * two functions every engine runs: `events_watermark()` (positions below it belong to
 * finished transactions only) and `append_events(...)` (one append in one statement).
 * Upgrades a table of the earlier schema (a bigserial position) in place.
 */
export const migrateEventStore = async (db: Kysely<any>) => {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx)
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
    // An earlier install's table: its positions came from a sequence (1, 2, 3, ...). They stay
    // as they are; every new position is above them because this transaction's id is.
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
    // no read uses (type, position) since pages walk the primary key (events_after); every append wrote it
    await sql`drop index if exists events_type_position`.execute(trx)
    await sql
      .raw(
        `
      create or replace function events_watermark() returns bigint
      language sql stable as $$
        select pg_snapshot_xmin(pg_current_snapshot())::text::bigint * ${POSITIONS_PER_TRANSACTION}
      $$`
      )
      .execute(trx)
    await sql.raw(EVENTS_AFTER_FUNCTION).execute(trx)
    await sql.raw(APPEND_FUNCTION).execute(trx)
    await sql.raw(APPEND_STREAMS_FUNCTION).execute(trx)
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
const APPEND_FUNCTION = `
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
      v_xid := pg_current_xact_id()::text::bigint;
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
      v_xid := pg_current_xact_id()::text::bigint;
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
