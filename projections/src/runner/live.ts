import { LiveTopics, type ProjectionChange } from "@timber/contracts"
import { makeConsumerGroup, runConsumerGroup, type CheckpointedConsumer, type EventStore } from "@timber/eventstore"
import type { ReadDb } from "../database"
import type { makeCatchUp } from "./catch-up"
import type { Projection } from "./projection"
import type { StoppedProjections } from "./stopped"

/** The name a projection goes by in the consumer group (and its log lines). */
export const consumerNameOf = (projection: Projection) => `projection ${projection.name}`

/**
 * The projections following the log live: each one a checkpointed consumer of one consumer group
 * (read a batch after the checkpoint, catch-up.ts applies it and moves the checkpoint), the loop
 * that wakes it while the runner runs, and the gate that holds it (pause, resume). A poison event
 * stops only its projection and is recorded in its checkpoint row.
 */
export const makeLive = (parts: {
  readonly db: ReadDb
  readonly store: EventStore
  readonly batchSize: number
  readonly log: (line: string) => void
  readonly projections: ReadonlyArray<Projection>
  readonly projectionOf: (consumerName: string) => Projection
  readonly stopped: StoppedProjections
  readonly announce: (change: ProjectionChange) => Promise<unknown>
  readonly catchUp: ReturnType<typeof makeCatchUp>
}) => {
  const { db, log, stopped } = parts
  let running = false
  const loops: Promise<void>[] = []
  let paused: { readonly until: Promise<void>; readonly resume: () => void } | null = null
  const inFlight = new Set<Promise<unknown>>()

  /** Where each projection stands, in one statement. */
  const readCheckpoints = async (wanted: ReadonlyArray<CheckpointedConsumer>) => {
    const names = wanted.map((consumer) => parts.projectionOf(consumer.name).name)
    const rows = await db.selectFrom("projection_checkpoints").select(["name", "position", "state"]).where("name", "in", names).execute()
    for (const row of rows) stopped.mark(row.name, row.state === "stopped")
    return new Map(rows.map((row) => [`projection ${row.name}`, { position: BigInt(row.position), stopped: row.state === "stopped" }]))
  }

  /** The projection as its consumer group drives it. */
  const consumerOf = (projection: Projection): CheckpointedConsumer => ({
    name: consumerNameOf(projection),
    eventTypes: projection.eventTypes,
    checkpoint: async () => (await readCheckpoints([consumerOf(projection)])).get(consumerNameOf(projection))!,
    handle: (from, events, upTo) => parts.catchUp.applyBatch(projection, from, events, upTo),
    // Later batches would hit the same event: stop this projection only and say why.
    stop: async (poison) => {
      const stoppedAt = poison.event.position.toString()
      log(`projection ${projection.name} stopped: ${poison.message}`)
      // known before the row says so: a write answered after anyone could read the stop warns
      stopped.mark(projection.name, true)
      await db
        .updateTable("projection_checkpoints")
        .set({ state: "stopped", last_error: poison.message, stopped_at: stoppedAt, updated_at: new Date().toISOString() })
        .where("name", "=", projection.name)
        .execute()
      await parts.announce({ topics: [LiveTopics.system], position: stoppedAt, projection: projection.name, state: "stopped" })
    }
  })
  const group = makeConsumerGroup({
    store: parts.store,
    consumers: parts.projections.map(consumerOf),
    batchSize: parts.batchSize,
    idle: parts.catchUp.moveIdleCheckpoints,
    together: parts.catchUp.applyTogether,
    checkpoints: readCheckpoints,
    log
  })

  /** Set when a stopped projection was told to run again: a catch-up steps once more for it. */
  let retried = false
  /** Steps the group until nothing is left to apply up to the head. */
  const stepAll = async () => {
    do retried = false
    while ((await group.step()) || retried)
  }

  const loop = () =>
    runConsumerGroup({
      store: parts.store,
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

  return {
    /** Runs the loop until `stop`. */
    start: () => {
      if (running) return
      running = true
      loops.push(loop())
    },
    isRunning: () => running,
    stop: async () => {
      running = false
      resume()
      await Promise.all(loops.splice(0))
    },
    /** Resolves once no batch is in flight; no batch starts until `resume`. */
    pause: async () => {
      if (!paused) {
        let release = () => {}
        const until = new Promise<void>((resolve) => (release = resolve))
        paused = { until, resume: release }
      }
      await Promise.allSettled([...inFlight])
    },
    resume,
    stepAll,
    /** The checkpoints are read again on the next step (one moved outside the loop). */
    recheck: () => group.recheck(),
    /** A stopped projection runs again: read again, and a catch-up steps once more for it. */
    retried: () => {
      group.recheck()
      retried = true
    }
  }
}
