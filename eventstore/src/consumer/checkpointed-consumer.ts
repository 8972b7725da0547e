import { ParseResult } from "effect"
import type { RecordedEvent } from "../port"

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
 * managers are both one, run in a group per process (`consumer-group.ts`). It says where it
 * stands, handles a batch of its own event types and moves its checkpoint with it (atomically,
 * or idempotently), and records a stop.
 */
export interface CheckpointedConsumer {
  readonly name: string
  readonly eventTypes: ReadonlyArray<string>
  /** Where it stands, as stored: read on the first wake and whenever its group is unsure. */
  readonly checkpoint: () => Promise<ConsumerCheckpoint>
  /**
   * Handles `events` (positions after `from`) and moves the checkpoint to `upTo` (the last
   * event's position, or the head when nothing else of this consumer's lies before it).
   * False when its stored checkpoint was not at `from` (another runner moved it, or it was
   * reset or stopped): nothing was done, and its checkpoint is read again.
   * Throws PoisonEvent for an event it cannot handle; any other error is transient.
   */
  readonly handle: (from: bigint, events: ReadonlyArray<RecordedEvent>, upTo: bigint) => Promise<boolean>
  /** Records the stop and why, so it shows in the consumer's status. */
  readonly stop: (poison: PoisonEvent) => Promise<void>
}
