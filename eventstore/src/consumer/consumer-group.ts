import { Effect } from "effect"
import type { EventStore, LogPage, RecordedEvent } from "../port"
import { PoisonEvent, type CheckpointedConsumer, type ConsumerCheckpoint } from "./checkpointed-consumer"

/** A consumer with nothing of its own after `from` up to `to`: its checkpoint may follow to `to`. */
export interface IdleMove {
  readonly consumer: CheckpointedConsumer
  readonly from: bigint
  readonly to: bigint
  /** `to` is the head: a consumer that was rebuilding has caught up. */
  readonly caughtUp: boolean
}

/** One wake of a cohort, whole: the consumers with events of their own and the idle ones, all moving to `upTo`. */
export interface CohortWake {
  readonly handled: ReadonlyArray<{ readonly consumer: CheckpointedConsumer; readonly from: bigint; readonly events: ReadonlyArray<RecordedEvent> }>
  readonly idle: ReadonlyArray<IdleMove>
  readonly upTo: bigint
  /** `upTo` is the head: the cohort has caught up. */
  readonly caughtUp: boolean
}

export interface ConsumerGroupOptions {
  readonly store: EventStore
  readonly consumers: ReadonlyArray<CheckpointedConsumer>
  /** The most events one read hands out (one page of the log, read by position: keyset paging). */
  readonly batchSize: number
  /**
   * Moves the checkpoints of every consumer that had nothing of its own in this wake, all at
   * once (one statement, or only in memory). Answers the names whose stored checkpoint was not
   * where the group thought (another runner moved it, a reset, a stop): they are read again.
   */
  readonly idle: (moves: ReadonlyArray<IdleMove>) => Promise<ReadonlyArray<string>>
  /**
   * Handles a cohort's whole wake at once (the projections: one transaction and one announcement
   * for every consumer of the wake, instead of one each). Answers the names whose stored
   * checkpoint was not at their `from` (nothing was done for them: they are read again). When it
   * throws, nothing of the wake was done, and the wake is handed out one consumer at a time, so a
   * poison event still stops only its own consumer.
   */
  readonly together?: (wake: CohortWake) => Promise<ReadonlyArray<string>>
  /** Reads the checkpoints of several consumers in one statement; without it each consumer reads its own. */
  readonly checkpoints?: (consumers: ReadonlyArray<CheckpointedConsumer>) => Promise<ReadonlyMap<string, ConsumerCheckpoint>>
  readonly log: (line: string) => void
}

export interface ConsumerGroup {
  /** One wake: one read per cohort (its page and the head), each consumer handed its own events. True when more may be waiting. */
  readonly step: () => Promise<boolean>
  /** The head the group has read up to: an append at or below it is nothing new to it. */
  readonly seen: () => bigint
  /** Forgets every checkpoint held in memory: the next step reads them from where they are stored. */
  readonly recheck: () => void
  /** Every event type its consumers read. */
  readonly eventTypes: ReadonlyArray<string>
}

/** What the group knows of one consumer between wakes; `known` false until its checkpoint is (re)read. */
interface Standing {
  known: boolean
  position: bigint
  stopped: boolean
  /** Its last read reached the head: it reads with the others at the front. */
  caughtUp: boolean
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The consumers of one process as one group (ARCHITECTURE section 4): on each wake the head is
 * read once and the log once for all consumers at the front (the union of their event types,
 * from the lowest of their checkpoints), and each is handed its own events. A consumer behind
 * the others (a rebuild, a restart, a failure) reads on its own with every consumer standing at
 * the same position (a rebuild of all projections: one read per page for all), so it never holds
 * the front back, and joins the front once its read reaches the head. Checkpoints are kept in
 * memory after the first read; the stored row stays the truth: a consumer whose row was not where
 * the group thought (`handle` answers false, or `idle` names it) is read again.
 */
export const makeConsumerGroup = (options: ConsumerGroupOptions): ConsumerGroup => {
  const { store, consumers, batchSize } = options
  const standing = new Map<string, Standing>(consumers.map((c) => [c.name, { known: false, position: -1n, stopped: false, caughtUp: false }]))
  const of = (consumer: CheckpointedConsumer) => standing.get(consumer.name)!

  const learn = (consumer: CheckpointedConsumer, checkpoint: ConsumerCheckpoint) => {
    const known = of(consumer)
    // still where memory had it: it stays at the front; anywhere else, it reads on its own until it catches up
    known.caughtUp = known.caughtUp && known.position === checkpoint.position
    known.position = checkpoint.position
    known.stopped = checkpoint.stopped
    known.known = true
  }

  const readUnknown = async () => {
    const unknown = consumers.filter((c) => !of(c).known)
    if (unknown.length === 0) return
    if (options.checkpoints) {
      const read = await options.checkpoints(unknown)
      for (const consumer of unknown) {
        const checkpoint = read.get(consumer.name)
        if (checkpoint) learn(consumer, checkpoint)
      }
    } else {
      for (const consumer of unknown) learn(consumer, await consumer.checkpoint())
    }
  }

  /** The consumers that read together: those at the front, and the others by the position they stand at. */
  const cohorts = (active: ReadonlyArray<CheckpointedConsumer>) => {
    const byKey = new Map<string, CheckpointedConsumer[]>()
    for (const consumer of active) {
      const known = of(consumer)
      const key = known.caughtUp ? "front" : `at ${known.position}`
      byKey.set(key, [...(byKey.get(key) ?? []), consumer])
    }
    return [...byKey.values()]
  }

  /** The page after a full one, read while that one was applied; used only if it is full too (see readPage). */
  let prefetched: { readonly key: string; readonly page: Promise<LogPage | null> } | null = null
  const pageKey = (from: bigint, eventTypes: ReadonlyArray<string>) => `${from}|${[...eventTypes].sort().join(",")}`
  const read = (from: bigint, eventTypes: ReadonlyArray<string>) => Effect.runPromise(store.readPage({ fromPosition: from + 1n, limit: batchSize, eventTypes }))
  const prefetch = (from: bigint, eventTypes: ReadonlyArray<string>) => {
    prefetched = { key: pageKey(from, eventTypes), page: read(from, eventTypes).catch(() => null) }
  }
  /**
   * One page of the cohort's events after `from`, with the readable head it was read against. A
   * page read ahead is taken only when full (it ends at its own last event, whatever its head); a
   * short one stopped at an older head, so the page is read again.
   */
  const readPage = async (from: bigint, eventTypes: ReadonlyArray<string>): Promise<LogPage> => {
    const ahead = prefetched
    prefetched = null
    if (ahead !== null && ahead.key === pageKey(from, eventTypes)) {
      const page = await ahead.page
      if (page !== null && page.events.length === batchSize) return page
    }
    return read(from, eventTypes)
  }

  /**
   * The head this group has read up to (the lowest of the step's pages; heads only grow, so the
   * first): news at or below it is nothing new to the group, and must not wake it for another step.
   */
  let seen = -1n

  const step = async (): Promise<boolean> => {
    await readUnknown()
    const active = consumers.filter((c) => of(c).known && !of(c).stopped)
    if (active.length === 0) return false
    let more = false
    let lowest: bigint | null = null
    const idle: IdleMove[] = []
    for (const cohort of cohorts(active)) {
      const from = cohort.reduce((low, c) => (of(c).position < low ? of(c).position : low), of(cohort[0]!).position)
      const eventTypes = [...new Set(cohort.flatMap((c) => c.eventTypes))]
      // one statement: the page and the readable head of the same snapshot. Appends become readable
      // below the watermark in position order, so a short page holds every event of the cohort's up to that head.
      const { events, head } = await readPage(from, eventTypes)
      if (lowest === null || head < lowest) lowest = seen = head
      if (from >= head && events.length === 0) {
        for (const consumer of cohort) of(consumer).caughtUp = true
        continue
      }
      const full = events.length === batchSize
      const last = events.length > 0 ? events[events.length - 1]!.position : from
      // a rebuild or a long catch-up: the next page is read while this one is applied
      if (full) prefetch(last, eventTypes)
      // a full page ends at its last event; a short one read everything of the cohort's up to the head
      const reach = full ? last : last > head ? last : head
      if (full) more = true
      const wake = { handled: [] as Array<CohortWake["handled"][number]>, idle: [] as IdleMove[], upTo: reach, caughtUp: !full }
      for (const consumer of cohort) {
        const at = of(consumer).position
        if (reach <= at) continue
        const types = new Set(consumer.eventTypes)
        const own = events.filter((event) => event.position > at && types.has(event.type))
        if (own.length === 0) wake.idle.push({ consumer, from: at, to: reach, caughtUp: !full })
        else wake.handled.push({ consumer, from: at, events: own })
      }
      if (wake.handled.length === 0) {
        idle.push(...wake.idle)
        continue
      }
      const together = options.together ? await handleTogether(wake) : "failed"
      if (together === "stale") more = true
      if (together !== "failed") continue
      idle.push(...wake.idle)
      // each consumer handles its own events in its own transaction, side by side with the others
      const handled = wake.handled.map(async ({ consumer, from: at, events: own }) => {
        const known = of(consumer)
        if (await handle(consumer, at, own, reach)) {
          known.position = reach
          known.caughtUp = !full
        } else if (!known.known) more = true
      })
      await Promise.all(handled)
    }
    if (idle.length > 0) {
      const stale = new Set(await options.idle(idle))
      for (const move of idle) {
        const known = of(move.consumer)
        if (stale.has(move.consumer.name)) {
          known.known = false
          more = true
        } else {
          known.position = move.to
          known.caughtUp = move.caughtUp
        }
      }
    }
    return more
  }

  /**
   * The cohort's wake in one go: "failed" when nothing was done (the caller hands it out one by one),
   * "stale" when a checkpoint was found elsewhere (it is read again, so more may be waiting).
   */
  const handleTogether = async (wake: CohortWake): Promise<"done" | "stale" | "failed"> => {
    let stale: ReadonlySet<string>
    try {
      stale = new Set(await options.together!(wake))
    } catch (error) {
      options.log(`${wake.handled.map(({ consumer }) => consumer.name).join(", ")}: together failed (${describe(error)}); one at a time`)
      return "failed"
    }
    for (const { consumer } of [...wake.handled, ...wake.idle]) {
      const known = of(consumer)
      if (stale.has(consumer.name)) {
        known.known = false
      } else {
        known.position = wake.upTo
        known.caughtUp = wake.caughtUp
      }
    }
    return stale.size > 0 ? "stale" : "done"
  }

  /** Hands a consumer its events; true when its checkpoint moved. A poison event stops this consumer only. */
  const handle = async (consumer: CheckpointedConsumer, from: bigint, events: ReadonlyArray<RecordedEvent>, upTo: bigint) => {
    const known = of(consumer)
    try {
      if (await consumer.handle(from, events, upTo)) return true
      known.known = false
    } catch (error) {
      if (!(error instanceof PoisonEvent)) {
        // a database failure: it stays where it is and is retried on the next wake (at-least-once)
        options.log(`${consumer.name}: ${describe(error)}; retrying`)
        known.caughtUp = false
        return false
      }
      await consumer.stop(error)
      known.stopped = true
    }
    return false
  }

  let queue: Promise<unknown> = Promise.resolve()
  return {
    // one step at a time (the loop and a caller catching up share the memory of where each consumer is)
    step: () => {
      const next = queue.then(step)
      queue = next.catch(() => undefined)
      return next
    },
    seen: () => seen,
    eventTypes: [...new Set(consumers.flatMap((consumer) => consumer.eventTypes))],
    recheck: () => {
      for (const known of standing.values()) known.known = false
    }
  }
}

export interface ConsumerGroupLoopOptions {
  readonly store: EventStore
  readonly group: ConsumerGroup
  readonly name: string
  readonly running: () => boolean
  readonly log: (line: string) => void
  /** Resolves when the loop may go on (a paused runner holds it here). */
  readonly gate?: () => Promise<void> | null
  /** Steps in flight, so a pause can wait for them to end. */
  readonly inFlight?: Set<Promise<unknown>>
  /** How often the stored checkpoints are read again (a reset, a stop or another runner's move is seen within it). */
  readonly recheckMs?: number
  /**
   * While appends keep coming (the loop was woken within BUSY_MS of its last step), a wake waits
   * this long before it reads, so one read, one transaction per projection and one checkpoint
   * write take the appends of that window together instead of one each. A wake after a quiet
   * spell reads at once. 0: never wait.
   */
  readonly gatherMs?: number
  /** A wake within this long of the last step counts as busy; BUSY_MS unless given (a test on a loaded machine). */
  readonly busyMs?: number
  /** How often a loop with nothing new reads all the same; IDLE_READ_MS unless given (a test that counts reads). */
  readonly idleReadMs?: number
}

/**
 * The gather window of a busy loop: 4 ms took a LOT create's process CPU from 2.38 to 1.95 ms
 * under 16 clients (BENCHMARKS.md); 8 ms did no better.
 */
export const DEFAULT_GATHER_MS = 4
/** A loop with nothing new reads again this often all the same (a NOTIFY lost, a checkpoint moved elsewhere). */
const IDLE_READ_MS = 1000

/** Nothing appended of the group's event types since its last read (as far as the store can tell). */
const nothingOfOurs = (store: EventStore, group: ConsumerGroup) =>
  store.newestAppendOf !== undefined && group.seen() >= 0n && store.newestAppendOf(group.eventTypes) <= group.seen()

/** A loop woken within this long of its last step is busy: appends keep coming. */
const BUSY_MS = 50

/**
 * The one checkpointed consumer loop, for a whole group: step after step while there is more,
 * then sleep until something is appended (or a second passes). A database that fails is retried
 * after that wait from the same checkpoints (at-least-once).
 */
export const runConsumerGroup = async (options: ConsumerGroupLoopOptions): Promise<void> => {
  const { store, group } = options
  const recheckMs = options.recheckMs ?? 5000
  const gatherMs = options.gatherMs ?? DEFAULT_GATHER_MS
  const busyMs = options.busyMs ?? BUSY_MS
  const idleReadMs = options.idleReadMs ?? IDLE_READ_MS
  let checkedAt = Date.now()
  let steppedAt = 0
  while (options.running()) {
    const gate = options.gate?.()
    if (gate) {
      await gate
      continue
    }
    if (Date.now() - checkedAt >= recheckMs) {
      group.recheck()
      checkedAt = Date.now()
    }
    // waiting starts before the read: an append that commits while this step runs wakes the next one at once
    const appended = store.waitForAppend(idleReadMs, group.seen)
    const seenBefore = group.seen()
    let more = false
    const stepping = group.step()
    options.inFlight?.add(stepping)
    try {
      more = await stepping
    } catch (error) {
      options.log(`${options.name}: ${describe(error)}; retrying`)
    } finally {
      options.inFlight?.delete(stepping)
    }
    // only a step that took events says appends are coming: the idle re-read every second doesn't
    if (group.seen() !== seenBefore) steppedAt = Date.now()
    if (!more && options.running()) {
      await appended
      // appends of no event type the group reads (a LOT create, to the process managers): nothing to
      // read, so no read; it sleeps on until one comes, and the second's re-read still comes
      const idleUntil = Date.now() + idleReadMs
      while (options.running() && nothingOfOurs(store, group) && Date.now() < idleUntil) await store.waitForAppend(idleUntil - Date.now(), group.seen)
      // busy: the appends of a few more milliseconds join this read
      if (gatherMs > 0 && Date.now() - steppedAt < busyMs) await new Promise((resolve) => setTimeout(resolve, gatherMs))
    }
  }
}
