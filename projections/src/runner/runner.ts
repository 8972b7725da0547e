import { PROJECTION_CHANNEL, type ProjectionChange } from "@timber/contracts"
import type { Database, EventStore, RecordedEvent } from "@timber/eventstore"
import { Effect } from "effect"
import { sql } from "kysely"
import type { ReadDb } from "../database"
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
  /** Applies everything up to the current head, then returns (tests, rebuild benches). */
  readonly catchUp: () => Promise<void>
}

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error))

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

  const prepare = async (projection: Projection) => {
    await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("projection_checkpoints").selectAll().where("name", "=", projection.name).forUpdate().executeTakeFirst()
      if (!row) {
        await trx
          .insertInto("projection_checkpoints")
          .values({ name: projection.name, version: projection.version, position: "0", state: "running", last_error: null, updated_at: null })
          .execute()
        return
      }
      if (Number(row.version) !== projection.version) {
        log(`projection ${projection.name}: version ${row.version} -> ${projection.version}, rebuilding from position 0`)
        await projection.reset(trx)
        await trx
          .updateTable("projection_checkpoints")
          .set({ version: projection.version, position: "0", state: "rebuilding", last_error: null, updated_at: new Date().toISOString() })
          .where("name", "=", projection.name)
          .execute()
      }
    })
  }

  /** Applies the batch and moves the checkpoint to `upTo` (the batch's last position, or further when nothing else of ours came before it). */
  const applyBatch = async (projection: Projection, from: bigint, events: ReadonlyArray<RecordedEvent>, upTo: bigint) => {
    const handled = new Set(projection.eventTypes)
    const last = upTo
    const topics = await db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("projection_checkpoints").select(["position", "state"]).where("name", "=", projection.name).forUpdate().executeTakeFirstOrThrow()
      if (BigInt(row.position) !== from) return null // another runner moved it: nothing to do
      const touched = new Set<string>()
      for (const event of events) {
        if (!handled.has(event.type)) continue
        try {
          for (const topic of await projection.apply(trx, event)) touched.add(topic)
        } catch (error) {
          throw Object.assign(new Error(`${event.type} at position ${event.position}: ${describeError(error)}`), { poison: event })
        }
      }
      await trx
        .updateTable("projection_checkpoints")
        .set({ position: last.toString(), state: row.state === "stopped" ? "stopped" : "running", updated_at: new Date().toISOString() })
        .where("name", "=", projection.name)
        .execute()
      return [...touched]
    })
    if (topics === null) return
    const change: ProjectionChange = { topics, position: last.toString() }
    if (topics.length > 0) await options.database.notify(PROJECTION_CHANNEL, JSON.stringify(change)).catch(() => undefined)
    options.onCommit?.(projection.name, change, events)
  }

  const moveIdleCheckpoint = async (projection: Projection, from: bigint, to: bigint) => {
    await db
      .updateTable("projection_checkpoints")
      .set({ position: to.toString() })
      .where("name", "=", projection.name)
      .where("position", "=", from.toString())
      .execute()
  }

  /** One step: returns false when caught up or stopped. */
  const step = async (projection: Projection): Promise<boolean> => {
    const row = await db.selectFrom("projection_checkpoints").select(["position", "state"]).where("name", "=", projection.name).executeTakeFirstOrThrow()
    if (row.state === "stopped") return false
    const from = BigInt(row.position)
    // Appends commit in position order, so every event at or below the head read first is
    // visible to the read after it: a short batch means nothing else of ours lies before the head.
    const head = await Effect.runPromise(options.store.headPosition())
    const events = await Effect.runPromise(options.store.readAll({ fromPosition: from + 1n, limit: batchSize, eventTypes: projection.eventTypes }))
    if (events.length === 0) {
      // nothing of ours came: the checkpoint still moves to the head, so readers waiting for a position are not kept waiting
      if (head > from) await moveIdleCheckpoint(projection, from, head)
      if (row.state === "rebuilding") {
        await db.updateTable("projection_checkpoints").set({ state: "running" }).where("name", "=", projection.name).execute()
      }
      return false
    }
    const last = events[events.length - 1]!.position
    const upTo = events.length < batchSize && head > last ? head : last
    try {
      await applyBatch(projection, from, events, upTo)
    } catch (error) {
      // the database itself failed (not an event): the loop retries after a pause
      if (!(error instanceof Error && "poison" in error)) throw error
      // Later batches would hit the same event: stop this projection only and say why.
      const message = describeError(error)
      log(`projection ${projection.name} stopped: ${message}`)
      await db
        .updateTable("projection_checkpoints")
        .set({ state: "stopped", last_error: message, updated_at: new Date().toISOString() })
        .where("name", "=", projection.name)
        .execute()
      return false
    }
    return true
  }

  const loop = async (projection: Projection) => {
    while (running) {
      let more = false
      try {
        more = await step(projection)
      } catch (error) {
        log(`projection ${projection.name}: ${describeError(error)}; retrying`)
      }
      if (!more && running) await options.store.waitForAppend(1000)
    }
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
      await Promise.all(loops.splice(0))
    },
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
