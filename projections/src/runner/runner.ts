import { LiveTopics, PROJECTION_CHANNEL, type ProjectionChange } from "@timber/contracts"
import {
  makeConsumerGroup,
  PoisonEvent,
  poisonReason,
  runConsumerGroup,
  type CheckpointedConsumer,
  type CohortWake,
  type IdleMove,
  type Database,
  type EventStore,
  type RecordedEvent
} from "@timber/eventstore"
import { Effect } from "effect"
import { sql } from "kysely"
import type { ReadDb, ReadTrx } from "../database"
import { PROJECTION_OPERATIONS } from "../operations/projection-operations.projection"
import { migrateReadModels } from "../migrations/migrate"
import type { Projection } from "./projection"
import { changePayloads } from "./change-payloads"
import { analyzeShadow, blueGreenOf, buildDeferredIndexes, createShadow, dropShadow, swapShadowIn, useShadow } from "./blue-green"
import { planningStatistics } from "./planning-statistics"
import { operationsOf } from "./operations"

/**
 * Events per page. Live batches are small whatever this is; it sizes the pages of a catch-up or
 * a rebuild, where each page costs a few round trips and a transaction per projection, so larger
 * pages rebuild faster on PostgreSQL (BENCHMARKS.md, "Measurements behind code decisions").
 * PGlite keeps pages small: a batch holds its one
 * connection, and every request waits behind it.
 */
export const DEFAULT_BATCH_SIZE = { postgres: 5_000, pglite: 500 } as const

/** The key space (first of the two-int advisory lock keys) in which a projection's checkpoint row is prepared at start. */
const PREPARE_LOCKS = 7_411_005

export interface ProjectionRunnerOptions {
  readonly database: Database
  readonly store: EventStore
  readonly projections: ReadonlyArray<Projection>
  /** Events per page (and so per batch at most); DEFAULT_BATCH_SIZE unless given. */
  readonly batchSize?: number
  /**
   * Called after each committed batch (the bench and tests listen here), with the time of the
   * commit (ms since the epoch): a runner in another thread tells it later than it happened.
   */
  readonly onCommit?: (projection: string, change: ProjectionChange, events: ReadonlyArray<RecordedEvent>, committedAt: number) => void
  readonly log?: (line: string) => void
  /** Called with every stopped projection's name whenever that set changes (a runner in another thread tells its host). */
  readonly onStoppedChange?: (stopped: ReadonlyArray<string>) => void
}

export interface ProjectionRunner {
  readonly start: () => Promise<void>
  readonly stop: () => Promise<void>
  /** Resolves once no batch is in flight; no batch starts until `resume` (tests hold the read side back with it). */
  readonly pause: () => Promise<void>
  readonly resume: () => void
  /** Applies everything up to the current head, then returns (tests, rebuild benches). */
  readonly catchUp: () => Promise<void>
  /**
   * The stopped projections that read any of `types`, by name, as this runner last saw them:
   * its own stops at once (before the checkpoint row says so), others' at its next wake.
   */
  readonly stoppedReading: (types: ReadonlyArray<string>) => ReadonlyArray<string>
  /**
   * Rebuilds one projection blue-green (blue-green.ts): its shadow tables built from position 0
   * while the live ones keep serving, then swapped in in one transaction. Resolves when swapped
   * in; rejects (the live tables untouched) when the build fails. One at a time per projection.
   */
  readonly rebuild: (name: string) => Promise<void>
}

/** Of `projections`, the ones in `stopped` that read any of `types`, by name. */
export const stoppedReadingOf = (projections: ReadonlyArray<Projection>, stopped: ReadonlySet<string>, types: ReadonlyArray<string>) => {
  const wanted = new Set(types)
  return projections
    .filter((projection) => stopped.has(projection.name) && projection.eventTypes.some((type) => wanted.has(type)))
    .map((projection) => projection.name)
    .sort()
}

/**
 * Runs each projection in its own loop: read a batch after the checkpoint, apply it
 * and move the checkpoint in one transaction (at-least-once delivery, exactly-once
 * effect), then NOTIFY the topics touched. A poison event stops only its projection
 * and is recorded in its checkpoint row.
 */
export const makeProjectionRunner = (options: ProjectionRunnerOptions): ProjectionRunner => {
  const db = options.database.db as ReadDb
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE[options.database.kind]
  const log = options.log ?? (() => undefined)
  let running = false
  const loops: Promise<void>[] = []
  let paused: { readonly until: Promise<void>; readonly resume: () => void } | null = null
  const inFlight = new Set<Promise<unknown>>()
  const statistics = planningStatistics(db, log)

  /** Tells the query service (read-your-writes, the live hub) where a checkpoint is; best effort, as the reader also polls. */
  const announce = (change: ProjectionChange) => options.database.notify(PROJECTION_CHANNEL, JSON.stringify(change)).catch(() => undefined)
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
    const channel = options.database.channel(PROJECTION_CHANNEL)
    const [payload, ...more] = changePayloads(change)
    if (more.length > 0) await sql`select pg_notify(${channel}, more) from unnest(${more}::text[]) as more`.execute(trx)
    await sql`
      update projection_checkpoints set position = ${change.position}, state = case when state = 'stopped' then 'stopped' else 'running' end, updated_at = now()
      where name = ${change.projection} and position = ${from.toString()}
      returning set_config('synchronous_commit', 'off', true), pg_notify(${channel}, ${payload})`.execute(trx)
  }

  /**
   * Rebuilt blue-green at start: projections whose code has a version the checkpoint row does not,
   * and those whose rebuild a stop cut short (started, neither finished nor given up: an ADMIN's
   * bar would otherwise stand half-full for good while the old tables served on).
   */
  const owedRebuilds = new Set<string>()
  const prepare = async (projection: Projection) => {
    await db.transaction().execute(async (trx) => {
      // two projections processes starting at once on a fresh schema both found no row and both inserted it
      // (the second crashed on the primary key): one at a time per projection, the second finds the first's row
      await sql`select pg_advisory_xact_lock(${PREPARE_LOCKS}, hashtext(${projection.name}))`.execute(trx)
      const row = await trx.selectFrom("projection_checkpoints").selectAll().where("name", "=", projection.name).forUpdate().executeTakeFirst()
      const eventTypes = [...projection.eventTypes]
      if (!row) {
        await trx
          .insertInto("projection_checkpoints")
          .values({
            name: projection.name,
            version: projection.version,
            position: "0",
            state: "running",
            last_error: null,
            event_types: eventTypes,
            stopped_at: null,
            updated_at: null
          })
          .execute()
        return
      }
      if (Number(row.version) !== projection.version) {
        // the same path as an ADMIN's rebuild: the old tables keep serving until the new version swaps in
        log(`projection ${projection.name}: version ${row.version} -> ${projection.version}, rebuilding blue-green from position 0`)
        owedRebuilds.add(projection.name)
      } else if (row.rebuild_started_at !== null && row.rebuild_finished_at === null && row.rebuild_error === null) {
        log(`projection ${projection.name}: its rebuild was cut short by a stop; rebuilding blue-green from position 0 again`)
        owedRebuilds.add(projection.name)
      }
      // A start after a stop tries the event again: the code that failed on it may have been fixed.
      if (row.state === "stopped") log(`projection ${projection.name}: was stopped (${row.last_error}); retrying from position ${row.position}`)
      await trx
        .updateTable("projection_checkpoints")
        .set(row.state === "stopped" ? { event_types: eventTypes, state: "running", last_error: null, stopped_at: null } : { event_types: eventTypes })
        .where("name", "=", projection.name)
        .execute()
    })
  }

  /**
   * Applies the batch and moves the checkpoint to `upTo` (the batch's last position, or further
   * when nothing else of ours came before it). False when the checkpoint row was not at `from`
   * (another runner moved it, a reset) or the projection was stopped meanwhile: nothing applied.
   */
  const applyBatch = async (projection: Projection, from: bigint, events: ReadonlyArray<RecordedEvent>, upTo: bigint) => {
    const handled = new Set(projection.eventTypes)
    const ours = events.filter((event) => handled.has(event.type))
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
        const committed = { topics: [...touched], position: upTo.toString(), projection: projection.name, state: "running" as const }
        await moveCheckpoint(trx, from, committed)
        return committed
      })
    const change = await attempt(true).catch((error: unknown) => {
      if (error instanceof PoisonEvent || !projection.applyBatch) throw error
      // a set-based write failed without naming its event: the batch again, one event at a time, finds the one at fault
      log(`projection ${projection.name}: batch failed (${poisonReason(error)}); applying it one event at a time`)
      return attempt(false)
    })
    if (change === null) return false
    options.onCommit?.(projection.name, change, events, Date.now())
    if (projection.name === PROJECTION_OPERATIONS) await actOn(ours)
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
    ].map((entry) => ({ ...entry, projection: projectionOf.get(entry.consumer.name)! }))
    const channel = options.database.channel(PROJECTION_CHANNEL)
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
        touched.set(entry.projection.name, await applyEvents(trx, entry.projection, own, true))
      }
      if (moving.length > 0) {
        const topics = [...new Set([...touched.values()].flat())]
        const payloads = changePayloads({ topics, position: wake.upTo.toString(), projections: moving.map((entry) => entry.projection.name) })
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
      options.onCommit?.(entry.projection.name, change, entry.events, committedAt)
      if (entry.projection.name === PROJECTION_OPERATIONS) await actOn(entry.events)
      await statistics.applied(entry.projection, entry.events.length)
    }
    const moved = new Set(committed.moving.map((entry) => entry.consumer.name))
    return entries.filter((entry) => !moved.has(entry.consumer.name)).map((entry) => entry.consumer.name)
  }

  /**
   * The ADMIN's operations as they arrive live (after the runner started; replayed ones are history):
   * a rebuild request starts a rebuild, a resume or a skip retries the stopped projection.
   */
  const actOn = async (events: ReadonlyArray<RecordedEvent>) => {
    for (const operation of operationsOf(events, startHead)) {
      const projection = options.projections.find((p) => p.name === operation.projection)
      if (!projection) continue
      if (operation.kind === "rebuild") void rebuild(projection.name).catch(() => undefined)
      else await retry(projection)
    }
  }

  /** A stopped projection runs again from where it stopped: the event is tried again (or skipped, if recorded so). */
  const retry = async (projection: Projection) => {
    await db
      .updateTable("projection_checkpoints")
      .set({ state: "running", last_error: null, stopped_at: null, updated_at: new Date().toISOString() })
      .where("name", "=", projection.name)
      .where("state", "=", "stopped")
      .execute()
    log(`projection ${projection.name}: resumed`)
    markStopped(projection.name, false)
    group.recheck()
    retried = true
    await announce({ topics: [LiveTopics.system], position: "0" })
  }
  /** Set when a stopped projection was told to run again: a catch-up steps once more for it. */
  let retried = false
  const stepAll = async () => {
    do retried = false
    while ((await group.step()) || retried)
  }

  /**
   * Moves every idle projection's checkpoint in ONE statement (each only from where memory has
   * it, and not once stopped), each move announced by its own NOTIFY, delivered at the commit;
   * a rebuilt projection that has caught up runs again. Answers the projections that did not move.
   */
  const moveIdleCheckpoints = async (moves: ReadonlyArray<IdleMove>): Promise<ReadonlyArray<string>> => {
    const named = moves.map((move) => ({ ...move, projection: projectionOf.get(move.consumer.name)! }))
    const channel = options.database.channel(PROJECTION_CHANNEL)
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

  /** The projections known to be stopped (their rows, read on every wake, and this runner's own stops). */
  const stopped = new Set<string>()
  const markStopped = (name: string, isStopped: boolean) => {
    if (stopped.has(name) === isStopped) return
    if (isStopped) stopped.add(name)
    else stopped.delete(name)
    options.onStoppedChange?.([...stopped])
  }

  /** Where each projection stands, in one statement. */
  const readCheckpoints = async (wanted: ReadonlyArray<CheckpointedConsumer>) => {
    const names = wanted.map((consumer) => projectionOf.get(consumer.name)!.name)
    const rows = await db.selectFrom("projection_checkpoints").select(["name", "position", "state"]).where("name", "in", names).execute()
    for (const row of rows) markStopped(row.name, row.state === "stopped")
    return new Map(rows.map((row) => [`projection ${row.name}`, { position: BigInt(row.position), stopped: row.state === "stopped" }]))
  }

  /** The projection as its consumer group drives it. */
  const consumerOf = (projection: Projection): CheckpointedConsumer => ({
    name: `projection ${projection.name}`,
    eventTypes: projection.eventTypes,
    checkpoint: async () => (await readCheckpoints([consumerOf(projection)])).get(`projection ${projection.name}`)!,
    handle: (from, events, upTo) => applyBatch(projection, from, events, upTo),
    // Later batches would hit the same event: stop this projection only and say why.
    stop: async (poison) => {
      const stoppedAt = poison.event.position.toString()
      log(`projection ${projection.name} stopped: ${poison.message}`)
      // known before the row says so: a write answered after anyone could read the stop warns
      markStopped(projection.name, true)
      await db
        .updateTable("projection_checkpoints")
        .set({ state: "stopped", last_error: poison.message, stopped_at: stoppedAt, updated_at: new Date().toISOString() })
        .where("name", "=", projection.name)
        .execute()
      await announce({ topics: [LiveTopics.system], position: stoppedAt, projection: projection.name, state: "stopped" })
    }
  })
  const consumers = options.projections.map(consumerOf)
  const projectionOf = new Map(options.projections.map((projection, i) => [consumers[i]!.name, projection]))
  const group = makeConsumerGroup({
    store: options.store,
    consumers,
    batchSize,
    idle: moveIdleCheckpoints,
    together: applyTogether,
    checkpoints: readCheckpoints,
    log
  })

  /** The log's head when this runner started: operations at or before it were acted on by an earlier runner. */
  let startHead = 0n
  const rebuilds = new Map<string, Promise<void>>()

  const rebuild = (name: string): Promise<void> => {
    const projection = options.projections.find((p) => p.name === name)
    if (!projection) return Promise.reject(new Error(`no projection named ${name}`))
    const running = rebuilds.get(name)
    if (running) return running
    const run = rebuildBlueGreen(projection).finally(() => rebuilds.delete(name))
    rebuilds.set(name, run)
    return run
  }

  /** The shadow built page by page (each page its own transaction, its progress on the checkpoint row), then swapped in. */
  const rebuildBlueGreen = async (projection: Projection) => {
    await ready
    const schemas = await blueGreenOf(db, projection)
    let applied = 0
    const progress = (set: { rebuild_position: string; rebuild_head: string }) =>
      db.updateTable("projection_checkpoints").set(set).where("name", "=", projection.name).execute()
    const touched = new Set<string>()
    let at = 0n
    try {
      await createShadow(db, projection, schemas)
      const head = await Effect.runPromise(options.store.headPosition())
      await db
        .updateTable("projection_checkpoints")
        .set({
          rebuild_position: "0",
          rebuild_events: "0",
          rebuild_head: head.toString(),
          rebuild_started_at: new Date().toISOString(),
          rebuild_finished_at: null,
          rebuild_error: null
        })
        .where("name", "=", projection.name)
        .execute()
      log(`projection ${projection.name}: rebuilding blue-green up to ${head}`)
      await announce({ topics: [LiveTopics.system], position: "0" })
      let announcedAt = Date.now()
      for (;;) {
        const page = await Effect.runPromise(options.store.readPage({ fromPosition: at + 1n, limit: batchSize, eventTypes: projection.eventTypes }))
        const full = page.events.length === batchSize
        const last = page.events.at(-1)?.position ?? at
        const reach = full || last > page.head ? last : page.head
        if (page.events.length > 0) {
          const attempt = (setBased: boolean) =>
            db.transaction().execute(async (trx) => {
              await useShadow(trx, schemas)
              const skips = await trx.selectFrom("projection_skips").select("position").where("projection", "=", projection.name).execute()
              const own = withoutSkips(
                page.events,
                skips.map((s) => String(s.position))
              )
              for (const topic of await applyEvents(trx, projection, own, setBased)) touched.add(topic)
              await trx
                .updateTable("projection_checkpoints")
                .set({ rebuild_position: reach.toString(), rebuild_head: page.head.toString(), rebuild_events: String(applied + page.events.length) })
                .where("name", "=", projection.name)
                .execute()
            })
          await attempt(true).catch((error: unknown) => {
            if (error instanceof PoisonEvent || !projection.applyBatch) throw error
            return attempt(false)
          })
          applied += page.events.length
        } else await progress({ rebuild_position: reach.toString(), rebuild_head: page.head.toString() })
        at = reach
        if (!full) break
        if (Date.now() - announcedAt > 250) {
          announcedAt = Date.now()
          await announce({ topics: [LiveTopics.system], position: "0" })
        }
      }
      await buildDeferredIndexes(db, projection, schemas)
      await analyzeShadow(db, projection, schemas)
      // caught up with the head it read: the swap, and the checkpoint there, in ONE transaction; the
      // live loop finds its checkpoint moved and carries on from it on the new tables
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom("projection_checkpoints").select("name").where("name", "=", projection.name).forUpdate().execute()
        await swapShadowIn(trx, projection, schemas)
        await trx
          .updateTable("projection_checkpoints")
          .set({
            version: projection.version,
            position: at.toString(),
            state: "running",
            last_error: null,
            stopped_at: null,
            event_types: [...projection.eventTypes],
            updated_at: new Date().toISOString(),
            // the last rebuild stays on the row, finished: the screen shows its bar full
            rebuild_position: at.toString(),
            rebuild_head: at.toString(),
            rebuild_finished_at: new Date().toISOString(),
            rebuild_error: null
          })
          .where("name", "=", projection.name)
          .execute()
      })
      owedRebuilds.delete(projection.name)
      markStopped(projection.name, false)
      group.recheck()
      log(`projection ${projection.name}: rebuilt up to ${at} and swapped in`)
      await announce({ topics: [...touched, LiveTopics.system], position: at.toString() })
    } catch (error) {
      const reason = error instanceof PoisonEvent ? error.message : poisonReason(error)
      log(`projection ${projection.name}: rebuild gave up (${reason}); the live tables keep serving`)
      await dropShadow(db, schemas).catch(() => undefined)
      await db
        .updateTable("projection_checkpoints")
        .set({ rebuild_position: null, rebuild_head: null, rebuild_started_at: null, rebuild_finished_at: null, rebuild_error: reason })
        .where("name", "=", projection.name)
        .execute()
        .catch(() => undefined)
      await announce({ topics: [LiveTopics.system], position: "0" })
      throw error
    }
  }

  const loop = () =>
    runConsumerGroup({
      store: options.store,
      group,
      name: "projections",
      running: () => running,
      log,
      gate: () => paused?.until ?? null,
      inFlight
    })

  const resume = () => {
    paused?.resume()
    paused = null
  }

  const ready = (async () => {
    await migrateReadModels(options.database.db)
    for (const projection of options.projections) await prepare(projection)
    await statistics.neverAnalyzed(options.projections)
    startHead = await Effect.runPromise(options.store.headPosition())
  })()

  /** The rebuilds owed at start, started once. */
  const rebuildOwed = () => Promise.allSettled(options.projections.filter((p) => owedRebuilds.has(p.name) && !rebuilds.has(p.name)).map((p) => rebuild(p.name)))

  return {
    start: async () => {
      await ready
      if (running) return
      running = true
      loops.push(loop())
      void rebuildOwed()
    },
    stop: async () => {
      running = false
      resume()
      await Promise.all(loops.splice(0))
    },
    pause: async () => {
      if (!paused) {
        let release = () => {}
        const until = new Promise<void>((resolve) => (release = resolve))
        paused = { until, resume: release }
      }
      await Promise.allSettled([...inFlight])
    },
    resume,
    catchUp: async () => {
      await ready
      await rebuildOwed()
      await stepAll()
      // an operation met on the way (a rebuild request) finishes too, and what it left to apply
      while (rebuilds.size > 0) {
        await Promise.allSettled([...rebuilds.values()])
        await stepAll()
      }
    },
    stoppedReading: (types) => stoppedReadingOf(options.projections, stopped, types),
    rebuild
  }
}

/** Forgets every checkpoint's version so the next start rebuilds all (used by tests and the bench). */
export const forceRebuild = async (database: Database, name?: string) => {
  await sql`update projection_checkpoints set version = -1 where ${name ? sql`name = ${name}` : sql`true`}`.execute(database.db)
}

/** The events but those recorded as skipped (positions as text). */
const withoutSkips = (events: ReadonlyArray<RecordedEvent>, skips: ReadonlyArray<string | number> | null) => {
  if (skips === null || skips.length === 0) return events
  const skipped = new Set(skips.map(String))
  return events.filter((event) => !skipped.has(event.position.toString()))
}

/** A rebuild page's events, set-based or one at a time (which names the event at fault). */
const applyEvents = async (trx: ReadTrx, projection: Projection, events: ReadonlyArray<RecordedEvent>, setBased: boolean) => {
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
