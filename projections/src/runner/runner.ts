import { PROJECTION_CHANNEL, type ProjectionChange } from "@timber/contracts"
import type { Database, EventStore } from "@timber/eventstore"
import { Effect, type Tracer } from "effect"
import { sql } from "kysely"
import type { ReadDb } from "../database"
import { migrateReadModels } from "../migrations/migrate"
import { makeCatchUp, type OnCommit } from "./catch-up"
import { consumerNameOf, makeLive } from "./live"
import { makeOperations } from "./operations"
import { planningStatistics } from "./planning-statistics"
import { prepareCheckpoint } from "./prepare"
import type { Projection } from "./projection"
import { makeRebuilds } from "./rebuild"
import { stoppedProjections, stoppedReadingOf } from "./stopped"

export { stoppedReadingOf }

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
  readonly onCommit?: OnCommit
  readonly log?: (line: string) => void
  /** Called with every stopped projection's name whenever that set changes (a runner in another thread tells its host). */
  readonly onStoppedChange?: (stopped: ReadonlyArray<string>) => void
  /** The tracer of exported traces: each apply of traced events in a span `project <name>` (catch-up.ts). None: traces off. */
  readonly tracer?: Tracer.Tracer
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

/**
 * Runs each projection in its own loop: read a batch after the checkpoint, apply it
 * and move the checkpoint in one transaction (at-least-once delivery, exactly-once
 * effect), then NOTIFY the topics touched. A poison event stops only its projection
 * and is recorded in its checkpoint row. The jobs live apart: the live loop (live.ts), how a
 * batch catches up (catch-up.ts), the blue-green rebuild (rebuild.ts), the ADMIN's operations
 * (operations.ts); this puts them together.
 */
export const makeProjectionRunner = (options: ProjectionRunnerOptions): ProjectionRunner => {
  const db = options.database.db as ReadDb
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE[options.database.kind]
  const log = options.log ?? (() => undefined)
  const statistics = planningStatistics(db, log)
  const stopped = stoppedProjections(options.onStoppedChange)
  const projectionOf = new Map(options.projections.map((projection) => [consumerNameOf(projection), projection]))

  /** Tells the query service (read-your-writes, the live hub) where a checkpoint is; best effort, as the reader also polls. */
  const announce = (change: ProjectionChange) => options.database.notify(PROJECTION_CHANNEL, JSON.stringify(change)).catch(() => undefined)

  /** The log's head when this runner started: operations at or before it were acted on by an earlier runner. */
  let startHead = 0n
  const rebuilds = makeRebuilds({
    db,
    store: options.store,
    batchSize,
    log,
    projections: options.projections,
    announce,
    ready: () => ready,
    stopped,
    recheck: () => live.recheck()
  })
  const operations = makeOperations({
    db,
    log,
    projections: options.projections,
    startHead: () => startHead,
    rebuild: rebuilds.rebuild,
    stopped,
    announce,
    retried: () => live.retried()
  })
  const catchUp = makeCatchUp({
    db,
    database: options.database,
    log,
    statistics,
    onCommit: options.onCommit,
    projectionOf: (name) => projectionOf.get(name)!,
    actOn: operations.actOn,
    tracer: options.tracer
  })
  const live = makeLive({
    db,
    store: options.store,
    batchSize,
    log,
    projections: options.projections,
    projectionOf: (name) => projectionOf.get(name)!,
    stopped,
    announce,
    catchUp
  })

  const ready = (async () => {
    await migrateReadModels(options.database.db)
    for (const projection of options.projections) if (await prepareCheckpoint(db, projection, log)) rebuilds.owed.add(projection.name)
    await statistics.neverAnalyzed(options.projections)
    startHead = await Effect.runPromise(options.store.headPosition())
  })()
  // start() and catchUp() await it and meet its failure (a store a newer release migrated); until then it is no unhandled rejection
  ready.catch(() => undefined)

  return {
    start: async () => {
      await ready
      if (live.isRunning()) return
      live.start()
      void rebuilds.rebuildOwed()
    },
    stop: live.stop,
    pause: live.pause,
    resume: live.resume,
    catchUp: async () => {
      await ready
      await rebuilds.rebuildOwed()
      await live.stepAll()
      // an operation met on the way (a rebuild request) finishes too, and what it left to apply
      while (rebuilds.running.size > 0) {
        await Promise.allSettled([...rebuilds.running.values()])
        await live.stepAll()
      }
    },
    stoppedReading: (types) => stoppedReadingOf(options.projections, stopped.names, types),
    rebuild: rebuilds.rebuild
  }
}

/** Forgets every checkpoint's version so the next start rebuilds all (used by tests and the bench). */
export const forceRebuild = async (database: Database, name?: string) => {
  await sql`update projection_checkpoints set version = -1 where ${name ? sql`name = ${name}` : sql`true`}`.execute(database.db)
}
