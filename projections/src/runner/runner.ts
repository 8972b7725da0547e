import { LiveTopics, PROJECTION_CHANNEL, type ProjectionChange } from "@timber/contracts"
import {
  consumeBatch,
  PoisonEvent,
  poisonReason,
  runConsumerLoop,
  type CheckpointedConsumer,
  type Database,
  type EventStore,
  type RecordedEvent
} from "@timber/eventstore"
import { sql } from "kysely"
import type { ReadDb, ReadTrx } from "../database"
import { migrateReadModels } from "../migrations/migrate"
import type { Projection } from "./projection"

export interface ProjectionRunnerOptions {
  readonly database: Database
  readonly store: EventStore
  readonly projections: ReadonlyArray<Projection>
  readonly batchSize?: number
  /** Called after each committed batch, in-process (the bench and tests listen here). */
  readonly onCommit?: (projection: string, change: ProjectionChange, events: ReadonlyArray<RecordedEvent>) => void
  readonly log?: (line: string) => void
}

export interface ProjectionRunner {
  readonly start: () => Promise<void>
  readonly stop: () => Promise<void>
  /** Resolves once no batch is in flight; no batch starts until `resume` (tests hold the read side back with it). */
  readonly pause: () => Promise<void>
  readonly resume: () => void
  /** Applies everything up to the current head, then returns (tests, rebuild benches). */
  readonly catchUp: () => Promise<void>
}

/**
 * Runs each projection in its own loop: read a batch after the checkpoint, apply it
 * and move the checkpoint in one transaction (at-least-once delivery, exactly-once
 * effect), then NOTIFY the topics touched. A poison event stops only its projection
 * and is recorded in its checkpoint row.
 */
export const makeProjectionRunner = (options: ProjectionRunnerOptions): ProjectionRunner => {
  const db = options.database.db as ReadDb
  const batchSize = options.batchSize ?? 500
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
   * - the move is announced by a NOTIFY that PostgreSQL delivers at the commit, never on a rollback.
   * `batch` also marks the projection running again after a rebuild. True when it moved.
   */
  const moveCheckpoint = async (executor: ReadDb | ReadTrx, from: bigint, change: ProjectionChange & { projection: string }, batch: boolean) => {
    const state = batch ? sql`, state = case when state = 'stopped' then 'stopped' else 'running' end, updated_at = now()` : sql``
    const moved = await sql`
      update projection_checkpoints set position = ${change.position} ${state}
      where name = ${change.projection} and position = ${from.toString()}
      returning set_config('synchronous_commit', 'off', true), pg_notify(${options.database.channel(PROJECTION_CHANNEL)}, ${JSON.stringify(change)})`.execute(
      executor
    )
    return moved.rows.length > 0
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

  /** Applies the batch and moves the checkpoint to `upTo` (the batch's last position, or further when nothing else of ours came before it). */
  const applyBatch = async (projection: Projection, from: bigint, events: ReadonlyArray<RecordedEvent>, upTo: bigint) => {
    const handled = new Set(projection.eventTypes)
    const last = upTo
    const change = await db.transaction().execute(async (trx) => {
      // the checkpoint row locked first: a second runner on the same batch waits here, then finds it moved
      const locked = await sql<{ position: string }>`select position from projection_checkpoints where name = ${projection.name} for update`.execute(trx)
      if (locked.rows[0]?.position === undefined || BigInt(locked.rows[0].position) !== from) return null
      const touched = new Set<string>()
      for (const event of events) {
        if (!handled.has(event.type)) continue
        try {
          for (const topic of await projection.apply(trx, event)) touched.add(topic)
        } catch (error) {
          throw new PoisonEvent(event, poisonReason(error))
        }
      }
      const committed = { topics: [...touched], position: last.toString(), projection: projection.name, state: "running" as const }
      await moveCheckpoint(trx, from, committed, true)
      return committed
    })
    if (change !== null) options.onCommit?.(projection.name, change, events)
  }

  const moveIdleCheckpoint = async (projection: Projection, from: bigint, to: bigint) => {
    await moveCheckpoint(db, from, { topics: [], position: to.toString(), projection: projection.name }, false)
  }

  /** The projection as the shared consumer loop drives it. */
  const consumerOf = (projection: Projection): CheckpointedConsumer => {
    let rebuilding = false
    return {
      name: `projection ${projection.name}`,
      eventTypes: projection.eventTypes,
      batchSize,
      checkpoint: async () => {
        const row = await db.selectFrom("projection_checkpoints").select(["position", "state"]).where("name", "=", projection.name).executeTakeFirstOrThrow()
        rebuilding = row.state === "rebuilding"
        return { position: BigInt(row.position), stopped: row.state === "stopped" }
      },
      handle: (from, events, upTo) => applyBatch(projection, from, events, upTo),
      caughtUp: async (from, head) => {
        // nothing of ours came: the checkpoint still moves to the head, so readers waiting for a position are not kept waiting
        if (head > from) await moveIdleCheckpoint(projection, from, head)
        if (rebuilding) await db.updateTable("projection_checkpoints").set({ state: "running" }).where("name", "=", projection.name).execute()
      },
      // Later batches would hit the same event: stop this projection only and say why.
      stop: async (poison) => {
        const stoppedAt = poison.event.position.toString()
        log(`projection ${projection.name} stopped: ${poison.message}`)
        await db
          .updateTable("projection_checkpoints")
          .set({ state: "stopped", last_error: poison.message, stopped_at: stoppedAt, updated_at: new Date().toISOString() })
          .where("name", "=", projection.name)
          .execute()
        await announce({ topics: [LiveTopics.system], position: stoppedAt, projection: projection.name, state: "stopped" })
      }
    }
  }
  const consumers = new Map(options.projections.map((projection) => [projection.name, consumerOf(projection)]))
  const step = (projection: Projection) => consumeBatch(options.store, consumers.get(projection.name)!)

  const loop = (projection: Projection) =>
    runConsumerLoop({
      store: options.store,
      consumer: consumers.get(projection.name)!,
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
      for (const projection of options.projections) loops.push(loop(projection))
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
      for (const projection of options.projections) while (await step(projection)) {}
    }
  }
}

/** Forgets every checkpoint's version so the next start rebuilds all (used by tests and the bench). */
export const forceRebuild = async (database: Database, name?: string) => {
  await sql`update projection_checkpoints set version = -1 where ${name ? sql`name = ${name}` : sql`true`}`.execute(database.db)
}
