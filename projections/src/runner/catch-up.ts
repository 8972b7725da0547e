import { PROJECTION_CHANNEL, type ProjectionChange } from "@timber/contracts"
import {
  inSpan,
  parentOfTraces,
  PoisonEvent,
  poisonReason,
  traceparentOfEvent,
  type CohortWake,
  type Database,
  type IdleMove,
  type RecordedEvent
} from "@timber/eventstore"
import type { Tracer } from "effect"
import { sql } from "kysely"
import type { ReadDb, ReadTrx } from "../database"
import { PROJECTION_OPERATIONS } from "../operations/projection-operations.projection"
import { changePayloads } from "./change-payloads"
import type { planningStatistics } from "./planning-statistics"
import type { Projection } from "./projection"

/** What a committed batch is told to (the bench and tests listen): the change, its events, and when it committed (ms since the epoch). */
export type OnCommit = (projection: string, change: ProjectionChange, events: ReadonlyArray<RecordedEvent>, committedAt: number) => void

/** The events but those recorded as skipped (positions as text). */
export const withoutSkips = (events: ReadonlyArray<RecordedEvent>, skips: ReadonlyArray<string | number> | null) => {
  if (skips === null || skips.length === 0) return events
  const skipped = new Set(skips.map(String))
  return events.filter((event) => !skipped.has(event.position.toString()))
}

/** A page's events of the projection's types, set-based or one at a time (which names the event at fault). */
export const applyEvents = async (trx: ReadTrx, projection: Projection, events: ReadonlyArray<RecordedEvent>, setBased: boolean) => {
  const handled = new Set(projection.eventTypes)
  const own = events.filter((event) => handled.has(event.type))
  if (own.length === 0) return []
  if (setBased && projection.applyBatch) return projection.applyBatch(trx, own)
  const topics: string[] = []
  for (const event of own) {
    try {
      topics.push(...(await projection.apply(trx, event)))
    } catch (error) {
      throw new PoisonEvent(event, poisonReason(error))
    }
  }
  return topics
}

/**
 * How the live tables catch up with the log: a batch of one projection, a wake of several in one
 * transaction, idle checkpoints moved; each batch applied and its checkpoint moved in one
 * transaction (at-least-once delivery, exactly-once effect), announced at the commit.
 */
export const makeCatchUp = (parts: {
  readonly db: ReadDb
  readonly database: Database
  readonly log: (line: string) => void
  readonly statistics: ReturnType<typeof planningStatistics>
  readonly onCommit?: OnCommit | undefined
  /** The projection a consumer of the group drives, by the consumer's name. */
  readonly projectionOf: (consumerName: string) => Projection
  /** The ADMIN's operations among what the operations projection just applied, acted on. */
  readonly actOn: (events: ReadonlyArray<RecordedEvent>) => Promise<void>
  /** Traces exported: each projection's apply of traced events in a span `project <name>`, in the trace of the command that appended them. */
  readonly tracer?: Tracer.Tracer | undefined
}) => {
  const { db, database, log, statistics, tracer } = parts

  /**
   * The trace the events were appended in (eventstore traces/trace-context.ts), null when none
   * carries one. Also without a tracer here: the notification still names it, so a query service
   * that exports traces puts its push in the command's trace.
   */
  const traceOf = (events: ReadonlyArray<RecordedEvent>) => parentOfTraces(events.map(traceparentOfEvent))

  /** A projection's apply of `events` in its span, when this runner exports traces and they were traced. */
  const projecting = <A>(projection: Projection, events: ReadonlyArray<RecordedEvent>, work: () => Promise<A>) => {
    if (!tracer) return work()
    const trace = traceOf(events)
    return inSpan(
      tracer,
      `project ${projection.name}`,
      { parent: trace?.parent ?? null, links: trace?.links, attributes: { events: events.length, projection: projection.name } },
      work
    )
  }

  /**
   * Moves a checkpoint in one statement, the last of its transaction, so a read waiting for it
   * (read-your-writes) waits for as few round trips as possible:
   * - only from `from`: when another runner moved it first, nothing moves;
   * - the commit does not wait for the disk: a read model derives from the log, so a crash that
   *   loses the commit loses the checkpoint move with it and the events are applied again;
   * - the move is announced by a NOTIFY that PostgreSQL delivers at the commit, never on a rollback
   *   (several when its topics outgrow one payload: change-payloads.ts).
   * It also marks the projection running again after a rebuild.
   */
  const moveCheckpoint = async (trx: ReadTrx, from: bigint, change: ProjectionChange & { projection: string }) => {
    const channel = database.channel(PROJECTION_CHANNEL)
    const [payload, ...more] = changePayloads(change)
    if (more.length > 0) await sql`select pg_notify(${channel}, more) from unnest(${more}::text[]) as more`.execute(trx)
    await sql`
      update projection_checkpoints set position = ${change.position}, state = case when state = 'stopped' then 'stopped' else 'running' end, updated_at = now()
      where name = ${change.projection} and position = ${from.toString()}
      returning set_config('synchronous_commit', 'off', true), pg_notify(${channel}, ${payload})`.execute(trx)
  }

  /**
   * Applies the batch and moves the checkpoint to `upTo` (the batch's last position, or further
   * when nothing else of ours came before it). False when the checkpoint row was not at `from`
   * (another runner moved it, a reset) or the projection was stopped meanwhile: nothing applied.
   */
  const applyBatch = async (projection: Projection, from: bigint, events: ReadonlyArray<RecordedEvent>, upTo: bigint) => {
    const handled = new Set(projection.eventTypes)
    const ours = events.filter((event) => handled.has(event.type))
    // the live push joins the trace of the command whose events these are
    const trace = traceOf(ours)
    const traced = trace ? { traceparent: trace.traceparent } : {}
    /** In one transaction: the batch (set-based, or one event at a time) and the checkpoint move. */
    const attempt = (setBased: boolean) =>
      db.transaction().execute(async (trx) => {
        // the checkpoint row locked first: a second runner on the same batch waits here, then finds it moved
        // with the events an ADMIN told it to skip, in the same round trip
        const locked = await sql<{
          position: string
          state: string
          skips: ReadonlyArray<string | number> | null
        }>`select position, state, (select array_agg(s.position::text) from projection_skips s where s.projection = c.name) as skips
           from projection_checkpoints c where name = ${projection.name} for update of c`.execute(trx)
        const row = locked.rows[0]
        if (row === undefined || BigInt(row.position) !== from || row.state === "stopped") return null
        const own = withoutSkips(ours, row.skips)
        const touched = new Set<string>()
        if (setBased && projection.applyBatch) {
          if (own.length > 0) for (const topic of await projection.applyBatch(trx, own)) touched.add(topic)
        } else {
          for (const event of own) {
            try {
              for (const topic of await projection.apply(trx, event)) touched.add(topic)
            } catch (error) {
              throw new PoisonEvent(event, poisonReason(error))
            }
          }
        }
        const committed = { topics: [...touched], position: upTo.toString(), projection: projection.name, state: "running" as const, ...traced }
        await moveCheckpoint(trx, from, committed)
        return committed
      })
    const change = await projecting(projection, ours, () =>
      attempt(true).catch((error: unknown) => {
        if (error instanceof PoisonEvent || !projection.applyBatch) throw error
        // a set-based write failed without naming its event: the batch again, one event at a time, finds the one at fault
        log(`projection ${projection.name}: batch failed (${poisonReason(error)}); applying it one event at a time`)
        return attempt(false)
      })
    )
    if (change === null) return false
    parts.onCommit?.(projection.name, change, events, Date.now())
    if (projection.name === PROJECTION_OPERATIONS) await parts.actOn(ours)
    await statistics.applied(projection, ours.length)
    return true
  }

  /**
   * A wake of several projections in ONE transaction (the consumer group's `together`): their
   * checkpoint rows locked at once (by name, so two runners never lock crosswise), each one's
   * events applied set-based, every checkpoint moved in one statement and ONE notification for
   * all of them, delivered at the commit. A projection whose row was not at its `from` (another
   * runner moved it, a reset, a stop) is left out and named in the answer. Anything that fails
   * rolls the whole wake back and throws: the group then hands it out one projection at a time,
   * where a poison event stops only its own projection.
   */
  const applyTogether = async (wake: CohortWake): Promise<ReadonlyArray<string>> => {
    const entries = [
      ...wake.handled.map(({ consumer, from, events }) => ({ consumer, from, events, caughtUp: wake.caughtUp })),
      ...wake.idle.map(({ consumer, from, caughtUp }) => ({ consumer, from, events: [] as ReadonlyArray<RecordedEvent>, caughtUp }))
    ].map((entry) => ({ ...entry, projection: parts.projectionOf(entry.consumer.name) }))
    const channel = database.channel(PROJECTION_CHANNEL)
    const committed = await db.transaction().execute(async (trx) => {
      const locked = await sql<{
        name: string
        position: string
        state: string
        skips: ReadonlyArray<string | number> | null
      }>`select c.name, c.position, c.state, (select array_agg(s.position::text) from projection_skips s where s.projection = c.name) as skips
         from projection_checkpoints c where c.name = any(${entries.map((e) => e.projection.name)}::text[]) order by c.name for update of c`.execute(trx)
      const rows = new Map(locked.rows.map((row) => [row.name, row]))
      const moving = entries.filter((entry) => {
        const row = rows.get(entry.projection.name)
        return row !== undefined && BigInt(row.position) === entry.from && row.state !== "stopped"
      })
      const touched = new Map<string, ReadonlyArray<string>>()
      for (const entry of moving) {
        if (entry.events.length === 0) continue
        const own = withoutSkips(entry.events, rows.get(entry.projection.name)!.skips)
        touched.set(entry.projection.name, await projecting(entry.projection, own, () => applyEvents(trx, entry.projection, own, true)))
      }
      if (moving.length > 0) {
        const topics = [...new Set([...touched.values()].flat())]
        // the live push joins the trace of the command whose events these are
        const trace = traceOf(moving.flatMap((entry) => entry.events))
        const payloads = changePayloads({
          topics,
          position: wake.upTo.toString(),
          projections: moving.map((entry) => entry.projection.name),
          ...(trace ? { traceparent: trace.traceparent } : {})
        })
        // a projection that applied runs (a rebuilt one included); an idle one only once it has caught up
        await sql`
          with moved as (
            update projection_checkpoints c
            set position = ${wake.upTo.toString()}::bigint,
              state = case when m.applied or (c.state = 'rebuilding' and m.caught_up) then 'running' else c.state end,
              updated_at = case when m.applied then now() else c.updated_at end
            from unnest(${moving.map((e) => e.projection.name)}::text[], ${moving.map((e) => e.events.length > 0)}::boolean[], ${moving.map(
              (e) => e.caughtUp
            )}::boolean[]) as m(name, applied, caught_up)
            where c.name = m.name
            returning c.name
          )
          select (select count(*) from moved) as moved, set_config('synchronous_commit', 'off', true), pg_notify(${channel}, payload)
          from unnest(${payloads}::text[]) as payload`.execute(trx)
      }
      return { moving, touched }
    })
    const committedAt = Date.now()
    for (const entry of committed.moving) {
      if (entry.events.length === 0) continue
      const topics = committed.touched.get(entry.projection.name) ?? []
      const change = { topics: [...topics], position: wake.upTo.toString(), projection: entry.projection.name, state: "running" as const }
      parts.onCommit?.(entry.projection.name, change, entry.events, committedAt)
      if (entry.projection.name === PROJECTION_OPERATIONS) await parts.actOn(entry.events)
      await statistics.applied(entry.projection, entry.events.length)
    }
    const moved = new Set(committed.moving.map((entry) => entry.consumer.name))
    return entries.filter((entry) => !moved.has(entry.consumer.name)).map((entry) => entry.consumer.name)
  }

  /**
   * Moves every idle projection's checkpoint in ONE statement (each only from where memory has
   * it, and not once stopped), each move announced by its own NOTIFY, delivered at the commit;
   * a rebuilt projection that has caught up runs again. Answers the projections that did not move.
   */
  const moveIdleCheckpoints = async (moves: ReadonlyArray<IdleMove>): Promise<ReadonlyArray<string>> => {
    const named = moves.map((move) => ({ ...move, projection: parts.projectionOf(move.consumer.name) }))
    const channel = database.channel(PROJECTION_CHANNEL)
    const moved = await sql<{ name: string }>`
    with moved as (
      update projection_checkpoints c
      set position = m.to_position::bigint, state = case when c.state = 'rebuilding' and m.caught_up then 'running' else c.state end
      from unnest(${named.map((m) => m.projection.name)}::text[], ${named.map((m) => m.from.toString())}::text[], ${named.map((m) =>
        m.to.toString()
      )}::text[], ${named.map((m) => m.caughtUp)}::boolean[]) as m(name, from_position, to_position, caught_up)
      where c.name = m.name and c.position = m.from_position::bigint and c.state <> 'stopped'
      returning c.name, m.to_position
    ), announced as (
      select pg_notify(${channel}, json_build_object('topics', json_build_array(), 'position', to_position, 'projections', json_agg(name))::text)
      from moved group by to_position
    )
    select name, set_config('synchronous_commit', 'off', true), (select count(*) from announced) as announced from moved`.execute(db)
    const done = new Set(moved.rows.map((row) => row.name))
    return named.filter((move) => !done.has(move.projection.name)).map((move) => move.consumer.name)
  }

  return { applyBatch, applyTogether, moveIdleCheckpoints }
}
