import { LiveTopics, PROJECTION_CHANNEL, type ProjectionChange } from "@timber/contracts"
import {
  makeConsumerGroup,
  PoisonEvent,
  poisonReason,
  runConsumerGroup,
  type CheckpointedConsumer,
  type IdleMove,
  type Database,
  type EventStore,
  type RecordedEvent
} from "@timber/eventstore"
import { sql } from "kysely"
import type { ReadDb, ReadTrx } from "../database"
import { migrateReadModels } from "../migrations/migrate"
import type { Projection } from "./projection"
import { changePayloads } from "./change-payloads"

/**
 * Events per page. Live batches are small whatever this is; it sizes the pages of a catch-up or
 * a rebuild, where each page costs a few round trips and a transaction per projection, so larger
 * pages rebuild faster on PostgreSQL (BENCHMARKS.md, "Measurements behind code decisions").
 * PGlite keeps pages small: a batch holds its one
 * connection, and every request waits behind it.
 */
export const DEFAULT_BATCH_SIZE = { postgres: 5_000, pglite: 500 } as const

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

  const prepare = async (projection: Projection) => {
    await db.transaction().execute(async (trx) => {
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
        log(`projection ${projection.name}: version ${row.version} -> ${projection.version}, rebuilding from position 0`)
        await projection.reset(trx)
        await trx
          .updateTable("projection_checkpoints")
          .set({
            version: projection.version,
            position: "0",
            state: "rebuilding",
            last_error: null,
            event_types: eventTypes,
            stopped_at: null,
            updated_at: new Date().toISOString()
          })
          .where("name", "=", projection.name)
          .execute()
        return
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
    const own = events.filter((event) => handled.has(event.type))
    /** In one transaction: the batch (set-based, or one event at a time) and the checkpoint move. */
    const attempt = (setBased: boolean) =>
      db.transaction().execute(async (trx) => {
        // the checkpoint row locked first: a second runner on the same batch waits here, then finds it moved
        const locked = await sql<{
          position: string
          state: string
        }>`select position, state from projection_checkpoints where name = ${projection.name} for update`.execute(trx)
        const row = locked.rows[0]
        if (row === undefined || BigInt(row.position) !== from || row.state === "stopped") return null
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
    return true
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
      update projection_checkpoints c
      set position = m.to_position::bigint, state = case when c.state = 'rebuilding' and m.caught_up then 'running' else c.state end
      from unnest(${named.map((m) => m.projection.name)}::text[], ${named.map((m) => m.from.toString())}::text[], ${named.map((m) =>
        m.to.toString()
      )}::text[], ${named.map((m) => m.caughtUp)}::boolean[]) as m(name, from_position, to_position, caught_up)
      where c.name = m.name and c.position = m.from_position::bigint and c.state <> 'stopped'
      returning c.name, set_config('synchronous_commit', 'off', true),
        pg_notify(${channel}, json_build_object('topics', json_build_array(), 'position', m.to_position, 'projection', c.name)::text)`.execute(db)
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
    checkpoints: readCheckpoints,
    log
  })

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
  })()

  return {
    start: async () => {
      await ready
      if (running) return
      running = true
      loops.push(loop())
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
      while (await group.step()) {}
    },
    stoppedReading: (types) => stoppedReadingOf(options.projections, stopped, types)
  }
}

/** Forgets every checkpoint's version so the next start rebuilds all (used by tests and the bench). */
export const forceRebuild = async (database: Database, name?: string) => {
  await sql`update projection_checkpoints set version = -1 where ${name ? sql`name = ${name}` : sql`true`}`.execute(database.db)
}
