import { Effect, ParseResult } from "effect"
import type { EventStore, RecordedEvent } from "../port"

/** An event its consumer cannot handle: retrying would meet it again, so the consumer stops on it. */
export class PoisonEvent extends Error {
  constructor(
    readonly event: RecordedEvent,
    readonly reason: string
  ) {
    super(`${event.type} at position ${event.position}: ${reason}`)
  }
}

/**
 * The reason an administrator reads in the banner: for an event that does not match its schema,
 * the fields at fault ("lotId is missing"), not the schema's whole text.
 */
export const poisonReason = (error: unknown): string => {
  if (ParseResult.isParseError(error)) {
    // decoded against a union of events, every other member reports its `_tag` mismatch: noise beside the real fault
    const all = ParseResult.ArrayFormatter.formatErrorSync(error)
    const issues = all.some((issue) => issue.path[0] !== "_tag") ? all.filter((issue) => issue.path[0] !== "_tag") : all
    const unique = [...new Set(issues.map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : "the event"} ${issue.message}`))]
    return `the event does not match its schema: ${unique.slice(0, 3).join("; ")}${unique.length > 3 ? ` (and ${unique.length - 3} more)` : ""}`
  }
  return error instanceof Error ? error.message : String(error)
}

/** Where a consumer stands: its checkpoint (the last position it handled), and whether it stopped on a poison event. */
export interface ConsumerCheckpoint {
  readonly position: bigint
  readonly stopped: boolean
}

/**
 * A checkpointed consumer of the log (ARCHITECTURE section 4): projections and process
 * managers are both one. It says where it stands, handles a batch of its own event types
 * and moves its checkpoint with it (atomically, or idempotently), and records a stop.
 */
export interface CheckpointedConsumer {
  readonly name: string
  readonly eventTypes: ReadonlyArray<string>
  readonly batchSize: number
  readonly checkpoint: () => Promise<ConsumerCheckpoint>
  /**
   * Handles `events` (positions after `from`) and moves the checkpoint to `upTo` (the last
   * event's position, or the head when nothing else of this consumer's lies before it).
   * Throws PoisonEvent for an event it cannot handle; any other error is transient.
   */
  readonly handle: (from: bigint, events: ReadonlyArray<RecordedEvent>, upTo: bigint) => Promise<void>
  /** Nothing of its own after `from`: it may move its checkpoint to the head. */
  readonly caughtUp?: (from: bigint, head: bigint) => Promise<void>
  /** Records the stop and why, so it shows in the consumer's status. */
  readonly stop: (poison: PoisonEvent) => Promise<void>
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * One step of any consumer: read the next batch after its checkpoint, handle it, and stop on a
 * poison event. True when more may be waiting; false when caught up or stopped.
 */
export const consumeBatch = async (store: EventStore, consumer: CheckpointedConsumer): Promise<boolean> => {
  const { position: from, stopped } = await consumer.checkpoint()
  if (stopped) return false
  // Appends commit in position order, so every event at or below the head read first is
  // visible to the read after it: a short batch means nothing else of ours lies before the head.
  const head = await Effect.runPromise(store.headPosition())
  const events = await Effect.runPromise(store.readAll({ fromPosition: from + 1n, limit: consumer.batchSize, eventTypes: consumer.eventTypes }))
  if (events.length === 0) {
    await consumer.caughtUp?.(from, head)
    return false
  }
  const last = events[events.length - 1]!.position
  const upTo = events.length < consumer.batchSize && head > last ? head : last
  try {
    await consumer.handle(from, events, upTo)
  } catch (error) {
    if (!(error instanceof PoisonEvent)) throw error
    await consumer.stop(error)
    return false
  }
  return true
}

export interface ConsumerLoopOptions {
  readonly store: EventStore
  readonly consumer: CheckpointedConsumer
  readonly running: () => boolean
  readonly log: (line: string) => void
  /** Resolves when the loop may go on (a paused runner holds it here). */
  readonly gate?: () => Promise<void> | null
  /** Steps in flight, so a pause can wait for them to end. */
  readonly inFlight?: Set<Promise<unknown>>
}

/**
 * The one checkpointed consumer loop: batch after batch while there is more, then sleep until
 * something is appended (or a second passes). A database that fails is retried after that
 * wait from the same checkpoint (at-least-once); a poison event stops this consumer only.
 */
export const runConsumerLoop = async (options: ConsumerLoopOptions): Promise<void> => {
  const { store, consumer } = options
  while (options.running()) {
    const gate = options.gate?.()
    if (gate) {
      await gate
      continue
    }
    // waiting starts before the read: an append that commits while this step runs wakes the next one at once
    const appended = store.waitForAppend(1000)
    let more = false
    const stepping = consumeBatch(store, consumer)
    options.inFlight?.add(stepping)
    try {
      more = await stepping
    } catch (error) {
      options.log(`${consumer.name}: ${describe(error)}; retrying`)
    } finally {
      options.inFlight?.delete(stepping)
    }
    if (!more && options.running()) await appended
  }
}
